import type { Loader, LoaderResponse } from '@mfp/remote-kit/data';
import type { ProductAnswer, ProductListAnswer } from '@mfp/products-api/contract';
import type { CatalogData } from './catalogData';

async function answerOf<T>(response: LoaderResponse, what: string, key: keyof T & string): Promise<T> {
  if (!response.ok) throw new Error(`the products API answered ${response.status} for ${what}`);
  const body = (await response.json()) as T | null;
  // One check of the shape, not a schema: the API is ours and its tests hold it to the contract.
  if (typeof body !== 'object' || body === null || !(key in body))
    throw new Error(`the products API's answer for ${what} has no "${key}"`);
  return body;
}

/** A path segment as text, or undefined when its escapes are broken (`%E0`): no product has such an id. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The catalog's data for a URL, from the products API (issue 42): the list, searched with `?q=`, or one product. A
 * product the API does not know is data too, so the page renders its own "Product not found" with its 404 meta; any
 * other failure of the API is thrown, for the platform to report.
 */
export const loader: Loader<CatalogData> = async ({ path, query, apiOrigins, fetch }) => {
  const api = apiOrigins[0];
  if (api === undefined)
    throw new Error(
      'catalog has no API origin: the platform team sets it with `npm run remotes -- api-origins catalog <origin>` ' +
        '(npm start registers the example products API)',
    );
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) {
    const search = query.q ?? '';
    const url = `${api}/products?q=${encodeURIComponent(search)}`;
    const { products } = await answerOf<ProductListAnswer>(await fetch(url), 'the product list', 'products');
    return { page: 'list', query: search, products };
  }
  if (segments.length > 1) return { page: 'none' };
  const productId = decodedSegment(segments[0] ?? '');
  if (productId === undefined) return { page: 'not-found', productId: segments[0] ?? '' };
  const response = await fetch(`${api}/products/${encodeURIComponent(productId)}`);
  if (response.status === 404) return { page: 'not-found', productId };
  const { product } = await answerOf<ProductAnswer>(response, `product ${productId}`, 'product');
  return { page: 'product', product };
};
