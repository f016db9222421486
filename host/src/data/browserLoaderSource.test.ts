import type { Loader } from '@mfp/shared/remote';
import { browserLoaderSource } from './browserLoaderSource';

// jsdom has no Response: the parts a loader reads.
const okFetch = jest.fn(() =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ n: 1 }) }),
) as unknown as typeof fetch;

describe('browserLoaderSource', () => {
  it("runs the loader once per URL with the path below the base path, the query's first values and the API origins", async () => {
    const loader = jest.fn<ReturnType<Loader>, Parameters<Loader>>(async ({ fetch }) => {
      const response = await fetch('http://api.test/products');
      return response.json();
    });
    const source = browserLoaderSource({
      loader,
      basePath: '/catalog',
      apiOrigins: ['http://api.test'],
      fetch: okFetch,
    });
    const first = source.read('/catalog/p-1?q=a&q=b');
    expect(source.read('/catalog/p-1?q=a&q=b')).toBe(first);
    await expect(first).resolves.toEqual({ n: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader.mock.calls[0]?.[0]).toMatchObject({
      url: '/catalog/p-1?q=a&q=b',
      path: '/p-1',
      query: { q: 'a' },
      apiOrigins: ['http://api.test'],
    });
    expect(first).toMatchObject({ status: 'fulfilled', value: { n: 1 } });
  });

  it("refuses a fetch to an origin that is not one of the remote's, as the sandbox does", async () => {
    const loader: Loader = ({ fetch }) => fetch('http://elsewhere.test/x');
    const source = browserLoaderSource({
      loader,
      basePath: '/catalog',
      apiOrigins: ['http://api.test'],
      fetch: okFetch,
    });
    await expect(source.read('/catalog')).rejects.toThrow(
      "fetch to http://elsewhere.test refused: the remote's API origins are http://api.test",
    );
  });

  it('answers the data a page arrived with without running the loader, settled for React at once', () => {
    const loader = jest.fn();
    const source = browserLoaderSource({
      loader,
      basePath: '/catalog',
      apiOrigins: [],
      initial: new Map([['/catalog', { page: 'list' }]]),
    });
    expect(source.read('/catalog')).toMatchObject({ status: 'fulfilled', value: { page: 'list' } });
    expect(loader).not.toHaveBeenCalled();
  });
});
