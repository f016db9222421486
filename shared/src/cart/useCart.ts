import { useSyncExternalStore } from 'react';
import { EMPTY_CART } from './cartLogic';
import { readCart, subscribeToCart } from './cartChannel';
import type { CartState } from './cartTypes';

/** The current cart, kept in step with every bundle that writes it. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, readCart, () => EMPTY_CART);
}
