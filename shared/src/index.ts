export type { RemoteAppProps } from './RemoteAppProps';
export type { RemoteModule } from './RemoteModule';
export { ALLOWED_REMOTE_ORIGINS_HEADER, type RegistryDocument, type RegistryEntry } from './registryTypes';
export type { CartLine, CartProduct, CartState } from './cart/cartTypes';
export {
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  addProduct,
  formatCents,
  itemCount,
  removeProduct,
  setQuantity,
  totalCents,
} from './cart/cartLogic';
export { parseCart } from './cart/parseCart';
export {
  CART_CHANGED_EVENT,
  CART_STORAGE_KEY,
  readCart,
  subscribeToCart,
  updateCart,
  writeCart,
} from './cart/cartChannel';
export { useCart } from './cart/useCart';
export {
  FAILURE_CATALOGUE,
  FAILURE_KINDS,
  failureCode,
  isFailureKind,
  type FailureCode,
  type FailureKind,
} from './failures/failureCatalogue';
export { ERROR_REPORT_PATH, REPORT_LIMITS, type FailureReport, type FailureReportAck } from './failures/FailureReport';
