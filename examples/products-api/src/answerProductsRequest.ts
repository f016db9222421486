import type { ErrorAnswer, ProductAnswer, ProductListAnswer } from './contract';
import { filterProducts } from './filterProducts';
import { PRODUCTS } from './products';

/** One answer of the API: its status and its JSON body. */
export interface ProductsAnswer {
  status: number;
  body: ProductListAnswer | ProductAnswer | ErrorAnswer;
}

/** A search longer than any product's text finds nothing; the bound keeps a hostile query from costing more. */
export const MAX_QUERY_LENGTH = 200;

const ID_PATTERN = /^[a-z0-9-]{1,100}$/;

function error(status: number, code: ErrorAnswer['error'], message: string): ProductsAnswer {
  return { status, body: { error: code, message } };
}

/**
 * The API's routes, without HTTP: `/products?q=` (the list, searched) and `/products/<id>` (one product, or 404 with
 * a body saying so). `pathAndQuery` is the request's target as HTTP sends it. The server and tests share it.
 */
export function answerProductsRequest(pathAndQuery: string): ProductsAnswer {
  const url = new URL(pathAndQuery, 'http://products.invalid');
  if (url.pathname === '/products') {
    const query = url.searchParams.get('q') ?? '';
    if (query.length > MAX_QUERY_LENGTH)
      return error(400, 'bad-request', `the search q is longer than ${MAX_QUERY_LENGTH} characters`);
    return { status: 200, body: { query, products: [...filterProducts(PRODUCTS, query)] } };
  }
  const match = /^\/products\/([^/]+)$/.exec(url.pathname);
  if (match) {
    const id = decodeURIComponent(match[1] ?? '');
    const product = ID_PATTERN.test(id) ? PRODUCTS.find((candidate) => candidate.id === id) : undefined;
    if (product) return { status: 200, body: { product } };
    return error(404, 'product-not-found', `there is no product with the id "${id.slice(0, 100)}"`);
  }
  return error(404, 'not-found', `no route ${url.pathname}: GET /products?q=<search> or /products/<id>`);
}
