export interface Product {
  /** URL-safe slug; it is the last segment of the product's address, so it must never change once published. */
  id: string;
  name: string;
  description: string;
  /** Integer cents, the unit the shared cart stores. */
  priceCents: number;
  category: string;
}
