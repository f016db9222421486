/** `@mfp/products-api`: the example catalog's products API (issue 42). Node only; `./contract` holds its answers. */
export { startProductsApi, type ProductsApiOptions, type RunningProductsApi } from './startProductsApi';
export { PRODUCTS_API_SETTINGS, readProductsApiSettings, type ProductsApiSettings } from './productsApiSettings';
export { answerProductsRequest } from './answerProductsRequest';
