/**
 * `@mfp/remote-kit/data`: a remote's page data (decision 0093). The exposed module exports a `loader`, which the
 * platform runs on the server in the remote's sandbox before its render, and again through the host for each client
 * navigation; the remote's components read the result with `useLoaderData()`. Browser code, bundled into the remote:
 * it reads the host's context through React and react-router, which the page shares.
 */
import { createContext, use, useContext } from 'react';
import { useLocation } from 'react-router';
import { loaderDataContext } from '@mfp/shared/remote';

export type { Loader, LoaderArgs, LoaderFetch, LoaderFetchInit, LoaderResponse } from '@mfp/shared/remote';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * The loader's result for the page's current URL. Suspends while a client navigation's data loads (wrap the remote's
 * routes in `<Suspense>` to show its own loading state); throws the platform's failure when the load failed, for the
 * host's boundary. Throws when no host provides the data: a remote rendered outside a platform page, or by a host
 * older than the data contract.
 */
export function useLoaderData<Data>(): Data {
  const source = useContext(loaderDataContext(createContext));
  const { pathname, search } = useLocation();
  if (!source)
    throw new Error(
      'useLoaderData() found no loader data: render the remote in the MFP host, or in `npm run dev:remote`',
    );
  const value = source.read(pathname + search);
  return (isThenable(value) ? use(value) : value) as Data;
}
