import { z } from 'zod';

/**
 * The products API's answers (issue 42), the contract between it and the catalog's loader. The catalog imports the
 * types only: its bundle carries no zod (decision 0039), and the API's tests parse every answer with these schemas.
 */
export const productSchema = z.object({
  /** URL-safe slug; it is the last segment of the product's address, so it must never change once published. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  description: z.string(),
  /** Integer cents, the unit the shared cart stores. */
  priceCents: z.int().nonnegative(),
  category: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /products?q=<search>`: the products whose name, description or category holds the search. */
export const productListAnswerSchema = z.object({ query: z.string(), products: z.array(productSchema) });
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;

/** `GET /products/<id>`, 200. */
export const productAnswerSchema = z.object({ product: productSchema });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** Any answer that is not 200: what went wrong, as a stable code and a sentence. */
export const errorAnswerSchema = z.object({
  error: z.enum(['product-not-found', 'not-found', 'method-not-allowed', 'bad-request', 'internal-error']),
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
