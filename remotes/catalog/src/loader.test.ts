import type { LoaderArgs, LoaderFetch, LoaderResponse } from '@mfp/shared/remote';
import { loader } from './loader';

function answer(status: number, body: unknown): LoaderResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    url: '',
    headers: { get: () => null, has: () => false },
    text: () => Promise.resolve(JSON.stringify(body)),
    json: () => Promise.resolve(body),
  };
}

function args(path: string, fetch: LoaderFetch, overrides: Partial<LoaderArgs> = {}): LoaderArgs {
  return { url: `/catalog${path}`, path, query: {}, apiOrigins: ['http://api.test'], fetch, ...overrides };
}

describe("the catalog's loader", () => {
  it("asks the first API origin for the list with the URL's search", async () => {
    const fetch = jest.fn<ReturnType<LoaderFetch>, Parameters<LoaderFetch>>(() =>
      Promise.resolve(answer(200, { query: 'a b', products: [] })),
    );
    await expect(loader(args('/', fetch, { query: { q: 'a b' } }))).resolves.toEqual({
      page: 'list',
      query: 'a b',
      products: [],
    });
    expect(fetch).toHaveBeenCalledWith('http://api.test/products?q=a%20b');
  });

  it('answers "not found" as data for a 404, and throws any other failure for the platform', async () => {
    const notFound = () => Promise.resolve(answer(404, { error: 'product-not-found', message: '' }));
    await expect(loader(args('/nope', notFound))).resolves.toEqual({ page: 'not-found', productId: 'nope' });
    const broken = () => Promise.resolve(answer(500, {}));
    await expect(loader(args('/espresso-cup', broken))).rejects.toThrow(
      'the products API answered 500 for product espresso-cup',
    );
    const wrongShape = () => Promise.resolve(answer(200, { items: [] }));
    await expect(loader(args('/', wrongShape))).rejects.toThrow(
      `the products API's answer for the product list has no "products"`,
    );
  });

  it('fetches nothing for a path with no page, or a segment whose escapes are broken', async () => {
    const fetch = jest.fn<ReturnType<LoaderFetch>, Parameters<LoaderFetch>>();
    await expect(loader(args('/a/b', fetch))).resolves.toEqual({ page: 'none' });
    await expect(loader(args('/%E0', fetch))).resolves.toEqual({ page: 'not-found', productId: '%E0' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the command that sets its API origin when it has none', async () => {
    await expect(loader(args('/', jest.fn(), { apiOrigins: [] }))).rejects.toThrow(
      /catalog has no API origin: .*npm run remotes -- api-origins catalog <origin>/,
    );
  });
});
