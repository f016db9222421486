import { errorAnswerSchema, productAnswerSchema, productListAnswerSchema } from './contract';
import { answerProductsRequest, MAX_QUERY_LENGTH } from './answerProductsRequest';
import { PRODUCTS } from './products';

describe('answerProductsRequest', () => {
  it('lists every product for a blank search, and those whose text holds the search, ignoring case', () => {
    const all = answerProductsRequest('/products');
    expect(all.status).toBe(200);
    expect(productListAnswerSchema.parse(all.body).products).toHaveLength(PRODUCTS.length);
    const mugs = productListAnswerSchema.parse(answerProductsRequest('/products?q=%20KITCHEN%20').body);
    expect(mugs.query).toBe(' KITCHEN ');
    expect(mugs.products.map((product) => product.id)).toEqual(
      PRODUCTS.filter((product) => /kitchen/i.test(product.name + product.description + product.category)).map(
        (product) => product.id,
      ),
    );
    expect(mugs.products.length).toBeGreaterThan(0);
  });

  it('has url-safe, unique product ids, since they are the last segment of product pages', () => {
    const ids = PRODUCTS.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('answers one product by its id', () => {
    const answer = answerProductsRequest('/products/espresso-cup');
    expect(answer.status).toBe(200);
    expect(productAnswerSchema.parse(answer.body).product.name).toBe('Espresso cup');
  });

  it('answers 404 with a body that says which product is unknown', () => {
    const answer = answerProductsRequest('/products/no-such-product');
    expect(answer.status).toBe(404);
    expect(errorAnswerSchema.parse(answer.body)).toEqual({
      error: 'product-not-found',
      message: 'there is no product with the id "no-such-product"',
    });
    expect(answerProductsRequest('/products/%3Cscript%3E').status).toBe(404);
  });

  it('refuses a search over its bound, and names the routes for any other path', () => {
    expect(answerProductsRequest(`/products?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`).status).toBe(400);
    const other = answerProductsRequest('/orders');
    expect(other.status).toBe(404);
    expect(errorAnswerSchema.parse(other.body).message).toContain('/products?q=<search>');
  });
});
