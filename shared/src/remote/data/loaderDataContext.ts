import type { Context } from 'react';

/**
 * Where a slot's loader data comes from: the server's result for the URL it rendered, or, for any other URL (a client
 * navigation), a load through the host. `read` answers the data when it is in hand, else a promise of it that is the
 * same object for the same URL until it settles, so React's `use` can suspend on it.
 */
export interface LoaderDataSource {
  read(url: string): unknown;
}

/** One key for every bundle on the page: the host's, each remote's and the sandbox's runtime share React, not modules. */
const CONTEXT_KEY = Symbol.for('@mfp/loader-data');

/**
 * The React context through which a slot's loader data reaches its remote. The host (in the browser and in the
 * sandbox) provides it, and the kit's `useLoaderData` reads it; they are different bundles, so the context is kept on
 * the realm's global under a registered symbol, made once with the page's one React.
 */
export function loaderDataContext(
  createContext: (value: LoaderDataSource | undefined) => Context<LoaderDataSource | undefined>,
): Context<LoaderDataSource | undefined> {
  const realm = globalThis as unknown as Record<symbol, Context<LoaderDataSource | undefined> | undefined>;
  return (realm[CONTEXT_KEY] ??= createContext(undefined));
}
