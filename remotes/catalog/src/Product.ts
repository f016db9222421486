/**
 * A product as the products API answers it. Its type only: the catalog's bundle carries no copy of the data and no
 * zod (decision 0039); the API's own tests hold its answers to the schema.
 */
export type { Product } from '@mfp/products-api/contract';
