export type { CartLine, CartProduct, CartState } from './cartTypes';
export {
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  addProduct,
  formatCents,
  itemCount,
  removeProduct,
  setQuantity,
  totalCents,
} from './cartLogic';
export { parseCart } from './parseCart';
export { CART_CHANGED_EVENT, CART_STORAGE_KEY, readCart, subscribeToCart, updateCart, writeCart } from './cartChannel';
export { useCart } from './useCart';
