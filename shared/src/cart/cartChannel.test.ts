import { addProduct, EMPTY_CART } from './cartLogic';
import {
  CART_CHANGED_EVENT,
  CART_PAGE_FALLBACK,
  CART_STORAGE_KEY,
  readCart,
  subscribeToCart,
  writeCart,
} from './cartChannel';

const mug = { productId: 'mug', name: 'Mug', unitPriceCents: 1200 };

describe('cart channel', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as unknown as Record<string, unknown>)[CART_PAGE_FALLBACK];
  });
  afterEach(() => jest.restoreAllMocks());

  it('stores the cart under the versioned key and announces the change with the versioned event', () => {
    const listener = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, listener);
    writeCart(addProduct(EMPTY_CART, mug));
    window.removeEventListener(CART_CHANGED_EVENT, listener);

    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual(addProduct(EMPTY_CART, mug));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCart()).toEqual(addProduct(EMPTY_CART, mug));
  });

  it('returns the same snapshot object until the stored cart changes (useSyncExternalStore needs that)', () => {
    writeCart(addProduct(EMPTY_CART, mug));
    expect(readCart()).toBe(readCart());
  });

  it('keeps the cart for the page on window when storage refuses the write (quota exceeded), without throwing', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const listener = jest.fn();
    const unsubscribe = subscribeToCart(listener);

    expect(() => writeCart(addProduct(EMPTY_CART, mug))).not.toThrow();
    unsubscribe();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCart()).toEqual(addProduct(EMPTY_CART, mug));
    // Another bundle's copy of this file reads the same window property.
    expect(JSON.parse((window as unknown as Record<string, string>)[CART_PAGE_FALLBACK] ?? 'null')).toEqual(
      addProduct(EMPTY_CART, mug),
    );
  });

  it('goes back to storage once writes succeed again', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeCart(addProduct(EMPTY_CART, mug));
    setItem.mockRestore();
    writeCart(addProduct(addProduct(EMPTY_CART, mug), mug));

    expect(CART_PAGE_FALLBACK in window).toBe(false);
    expect(readCart().lines[0]?.quantity).toBe(2);
  });

  it("hears other tabs' changes through the storage event", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToCart(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
