import type { CartProduct, CartState } from './cartTypes';

export const EMPTY_CART: CartState = { lines: [] };

/** Highest quantity one line may hold; keeps a stuck key or a script from growing a line without bound. */
export const MAX_LINE_QUANTITY = 99;

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)));
}

export function addProduct(cart: CartState, product: CartProduct, quantity = 1): CartState {
  const existing = cart.lines.find((line) => line.productId === product.productId);
  if (!existing) {
    const added = clampQuantity(quantity);
    return added === 0 ? cart : { lines: [...cart.lines, { ...product, quantity: added }] };
  }
  return setQuantity(cart, product.productId, existing.quantity + quantity);
}

/** Sets a line's quantity; zero or less removes the line. */
export function setQuantity(cart: CartState, productId: string, quantity: number): CartState {
  const next = clampQuantity(quantity);
  if (next === 0) return removeProduct(cart, productId);
  return {
    lines: cart.lines.map((line) => (line.productId === productId ? { ...line, quantity: next } : line)),
  };
}

export function removeProduct(cart: CartState, productId: string): CartState {
  return { lines: cart.lines.filter((line) => line.productId !== productId) };
}

export function itemCount(cart: CartState): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function totalCents(cart: CartState): number {
  return cart.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
