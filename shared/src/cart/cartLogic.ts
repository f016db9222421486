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

/**
 * Cents as US dollars, the way `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them
 * ("$1,234.56", "-$0.05"), without it: the page's first `Intl.NumberFormat` loads the locale's data, 13 ms of the
 * catalog's first render in a CPU profile of `/catalog`, on the way to its content. Fractions of a cent are rounded
 * first; a negative amount under half a cent is "$0.00".
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
