import type { Product } from './contract';

/** Products whose name, description or category contains the query, ignoring case; a blank query keeps them all. */
export function filterProducts(products: readonly Product[], query: string): readonly Product[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return products;
  return products.filter((product) =>
    [product.name, product.description, product.category].some((text) => text.toLowerCase().includes(needle)),
  );
}
