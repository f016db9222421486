import type { Product } from './Product';

/** What the catalog's loader answers for a page (decision 0093): the page to render and what it shows. */
export type CatalogData =
  | { page: 'list'; query: string; products: Product[] }
  | { page: 'product'; product: Product }
  | { page: 'not-found'; productId: string }
  /** A path with no page (deeper than a product): the routes send it to the list, so nothing is fetched. */
  | { page: 'none' };
