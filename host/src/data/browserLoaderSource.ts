import { loaderArgsFor, type Loader, type LoaderDataSource, type LoaderFetch } from '@mfp/shared/remote';
import { settled, track, type TrackedPromise } from './trackedPromise';

export interface BrowserLoaderSourceOptions {
  /** The remote's `loader`, from its `./App` module. */
  loader: Loader;
  /** Where the remote is mounted: the loader's `path` is the URL's path below it. */
  basePath: string;
  /** The remote's API origins on this page; its `fetch` reaches these only, as the sandbox's does. */
  apiOrigins: readonly string[];
  /** Data the page already has, by URL: a page rendered by the dev server (`--ssr`) carries its slot's. */
  initial?: ReadonlyMap<string, unknown>;
  fetch?: typeof fetch;
}

/**
 * The loader data of a standalone page (`npm run dev:remote`), where no host loads it: the remote's own `loader`, run
 * in the browser against its API (which must allow the page's origin, CORS), once per URL. `read` answers the same
 * promise for a URL on every render, settled or not: React's `use` replays a suspended render with it.
 * Not covered: the host's limits on the loader (deadline, output size) and any expiry; a dev page lives briefly.
 */
export function browserLoaderSource(options: BrowserLoaderSourceOptions): LoaderDataSource {
  const fetchFrom: typeof fetch = options.fetch ?? ((url, init) => window.fetch(url, init));
  const allowed = new Set(options.apiOrigins);
  const loaderFetch: LoaderFetch = (url, init) => {
    const origin = new URL(url, window.location.href).origin;
    if (!allowed.has(origin))
      return Promise.reject(
        new TypeError(`fetch to ${origin} refused: the remote's API origins are ${[...allowed].join(', ') || 'none'}`),
      );
    return fetchFrom(url, init);
  };
  const loads = new Map<string, TrackedPromise>();
  for (const [url, value] of options.initial ?? []) loads.set(url, settled(value));
  return {
    read(url) {
      let load = loads.get(url);
      if (!load) {
        load = track(
          Promise.resolve().then(() =>
            options.loader(loaderArgsFor(url, options.basePath, options.apiOrigins, loaderFetch)),
          ),
        );
        loads.set(url, load);
      }
      return load;
    },
  };
}
