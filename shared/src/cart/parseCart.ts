import { EMPTY_CART } from './cartLogic';
import type { CartLine, CartState } from './cartTypes';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.unitPriceCents) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0
  );
}

/**
 * Reads a stored cart. Storage is shared with code built at other times (and editable by hand), so anything that
 * does not look like a cart yields the empty cart, and single bad lines are dropped rather than failing the whole cart.
 */
export function parseCart(raw: string | null): CartState {
  if (!raw) return EMPTY_CART;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as CartState).lines)) {
      return EMPTY_CART;
    }
    return { lines: (parsed as CartState).lines.filter(isCartLine) };
  } catch {
    return EMPTY_CART;
  }
}
