import { EMPTY_CART } from './cartLogic';
import { parseCart } from './parseCart';
import type { CartState } from './cartTypes';

/**
 * The cart lives in localStorage and changes are announced with a DOM event. Each bundle (host, catalog, cart) has
 * its own copy of this file, built at its own time, so the wire format below is the contract: the storage key and
 * event name are versioned and must only change together with a migration.
 */
export const CART_STORAGE_KEY = 'mfp.cart.v1';
export const CART_CHANGED_EVENT = 'mfp:cart-changed.v1';

// useSyncExternalStore needs a stable snapshot, so we cache by the raw string we parsed.
let cachedRaw: string | null | undefined;
let cachedCart: CartState = EMPTY_CART;

/**
 * Where the cart lives while storage refuses writes (disabled, full): a property of `window`, so that every bundle's
 * copy of this file sees the same page-lifetime cart. Part of the versioned contract, like the key and event name.
 */
export const CART_PAGE_FALLBACK = '__mfpCart.v1';

type WindowWithCart = Window & { [CART_PAGE_FALLBACK]?: string };

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the cart then lives for the page only.
    return undefined;
  }
}

function readRaw(): string | null {
  const pageCopy = (window as WindowWithCart)[CART_PAGE_FALLBACK];
  if (pageCopy !== undefined) return pageCopy;
  try {
    return safeStorage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(raw: string): void {
  const page = window as WindowWithCart;
  try {
    const storage = safeStorage();
    if (storage) {
      storage.setItem(CART_STORAGE_KEY, raw);
      delete page[CART_PAGE_FALLBACK];
      return;
    }
  } catch {
    // Quota exceeded, or storage refusing writes: keep the cart for this page rather than fail the click.
  }
  page[CART_PAGE_FALLBACK] = raw;
}

export function readCart(): CartState {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}

export function writeCart(next: CartState): void {
  writeRaw(JSON.stringify(next));
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
}

export function updateCart(change: (cart: CartState) => CartState): void {
  writeCart(change(readCart()));
}

/** Calls `listener` when any bundle in this tab, or another tab, changes the cart. Returns the unsubscribe function. */
export function subscribeToCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CART_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
