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

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the cart then lives for the page only.
    return undefined;
  }
}

let memoryFallback: string | null = null;

export function readCart(): CartState {
  const storage = safeStorage();
  const raw = storage ? storage.getItem(CART_STORAGE_KEY) : memoryFallback;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = parseCart(raw);
  }
  return cachedCart;
}

export function writeCart(next: CartState): void {
  const raw = JSON.stringify(next);
  const storage = safeStorage();
  if (storage) storage.setItem(CART_STORAGE_KEY, raw);
  else memoryFallback = raw;
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
