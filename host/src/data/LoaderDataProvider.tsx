import { loaderDataContext, type LoaderDataSource } from '@mfp/shared/remote';
import { createContext, useContext, type ReactNode } from 'react';
import { createLoaderDataSource } from './createLoaderDataSource';
import { readLoaderDataBlock } from './readLoaderDataBlock';

/** One source per remote for the page's life: a slot that remounts keeps what it loaded. */
const sources = new Map<string, LoaderDataSource>();

function sourceOf(remote: string): LoaderDataSource {
  let source = sources.get(remote);
  if (!source) {
    const block = readLoaderDataBlock();
    const seed = block?.remote === remote ? { url: block.url, data: block.data } : undefined;
    source = createLoaderDataSource({ remote, ...(seed && { seed }) });
    sources.set(remote, source);
  }
  return source;
}

/**
 * Gives a remote's components its loader data (`useLoaderData` in `@mfp/remote-kit/data`, decision 0093), through
 * the context every bundle of the page shares, unless a source is given around the slot already (a standalone page's).
 * Renders its children only, so the remote keeps its tree position and
 * its `useId`s match the server's.
 */
export function LoaderDataProvider({ remote, children }: { remote: string; children: ReactNode }) {
  const LoaderData = loaderDataContext(createContext);
  // A source given around the slot wins: a remote's standalone page runs its loader in the browser, with no host.
  const given = useContext(LoaderData);
  return <LoaderData.Provider value={given ?? sourceOf(remote)}>{children}</LoaderData.Provider>;
}
