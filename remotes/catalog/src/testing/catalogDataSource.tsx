import { createContext, type ReactNode } from 'react';
import { answerProductsRequest } from '@mfp/products-api/answers';
import {
  loaderDataContext,
  type LoaderArgs,
  type LoaderDataSource,
  type LoaderFetch,
  type LoaderResponse,
} from '@mfp/shared/remote';
import { loader } from '../loader';

/** The API origin the catalog's tests register: its answers come from the products API's own routes, in-process. */
const TEST_API_ORIGIN = 'http://products.test';

/** The loader's `fetch` in tests: the products API's answers without HTTP, refusing any other origin as the sandbox. */
function inProcessFetch(requests: string[]): LoaderFetch {
  return (url) => {
    requests.push(url);
    const target = new URL(url);
    if (target.origin !== TEST_API_ORIGIN)
      return Promise.reject(new TypeError(`fetch to ${target.origin} refused: not one of catalog's API origins`));
    const { status, body } = answerProductsRequest(target.pathname + target.search);
    const text = JSON.stringify(body);
    const response: LoaderResponse = {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      url,
      headers: {
        get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
        has: (name) => name.toLowerCase() === 'content-type',
      },
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    };
    return Promise.resolve(response);
  };
}

/** The loader's arguments for a page URL of the remote mounted at `basePath`, as the platform passes them. */
function loaderArgsAt(url: string, basePath: string, fetch: LoaderFetch): LoaderArgs {
  const parsed = new URL(url, 'http://host.test');
  const below = parsed.pathname.slice(basePath.length);
  const query: Record<string, string> = {};
  for (const [name, value] of parsed.searchParams) query[name] ??= value;
  return {
    url: parsed.pathname + parsed.search,
    path: below.startsWith('/') ? below : `/${below}`,
    query,
    apiOrigins: [TEST_API_ORIGIN],
    fetch,
  };
}

export interface CatalogDataSource extends LoaderDataSource {
  /** Loads a URL's data before a render that must not suspend: a server render, or a test's first render. */
  preload(url: string): Promise<void>;
  /** The API requests the loader made, in order. */
  readonly requests: readonly string[];
}

/** A promise with the fields React's `use` reads to answer a settled one at once, without suspending again. */
type TrackedPromise = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

/**
 * The loader data the host would provide, for the catalog's tests: the catalog's own `loader` run once per URL against
 * the products API's routes. `read` answers the same promise for a URL every time, settled or not: after a suspended
 * render React replays with `use`, which a plain value in its place would break ("did not call use() when it
 * finished"); marked settled, `use` answers it at once, which a server render needs.
 */
export function catalogDataSource(basePath = '/catalog'): CatalogDataSource {
  const requests: string[] = [];
  const fetch = inProcessFetch(requests);
  const loads = new Map<string, TrackedPromise>();
  const load = (url: string) => {
    let promise = loads.get(url);
    if (!promise) {
      const tracked: TrackedPromise = Promise.resolve(loader(loaderArgsAt(url, basePath, fetch)));
      tracked.status = 'pending';
      tracked.then(
        (value) => {
          Object.assign(tracked, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          // Not returned: the promise this `then` makes would follow the rejected one, unhandled.
          Object.assign(tracked, { status: 'rejected', reason });
        },
      );
      loads.set(url, (promise = tracked));
    }
    return promise;
  };
  return {
    read: load,
    preload: async (url) => {
      await load(url);
    },
    requests,
  };
}

/** `children` with `source` as the page's loader data, as the host's slot provides it. */
export function WithLoaderData({ source, children }: { source: LoaderDataSource; children: ReactNode }) {
  const { Provider } = loaderDataContext(createContext);
  return <Provider value={source}>{children}</Provider>;
}
