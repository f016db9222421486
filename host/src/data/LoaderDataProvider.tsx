import { loaderDataContext, type LoaderDataSource } from '@mfp/shared/remote';
import { createContext, useContext, type ReactNode } from 'react';
import type { RegistryEntry } from '@mfp/shared/registry';
import { browserLoaderSource } from './browserLoaderSource';
import { loaderOf } from './browserLoaders';
import { createLoaderDataSource } from './createLoaderDataSource';
import { readLoaderDataBlock } from './readLoaderDataBlock';

/** One source per remote for the page's life: a slot that remounts keeps what it loaded. */
const sources = new Map<string, LoaderDataSource>();

function sourceOf(entry: RegistryEntry, component: unknown): LoaderDataSource {
  let source = sources.get(entry.name);
  if (!source) {
    const block = readLoaderDataBlock();
    const seed = block?.remote === entry.name ? { url: block.url, data: block.data } : undefined;
    const loader = loaderOf(component);
    const apiOrigins = entry.serverRender?.apiOrigins ?? [];
    const inBrowser = loader && browserLoaderSource({ loader, basePath: entry.route, apiOrigins });
    source = createLoaderDataSource({ remote: entry.name, ...(seed && { seed }), ...(inBrowser && { inBrowser }) });
    sources.set(entry.name, source);
  }
  return source;
}

/**
 * Gives a remote's components its loader data (`useLoaderData` in `@mfp/remote-kit/data`, decision 0093), through
 * the context every bundle of the page shares, unless a source is given around the slot already (a standalone page's).
 * Renders its children only, so the remote keeps its tree position and
 * its `useId`s match the server's.
 */
export function LoaderDataProvider({
  entry,
  component,
  children,
}: {
  entry: RegistryEntry;
  /** The remote's component, whose module's `loader` runs in the browser on a host that runs none. */
  component: unknown;
  children: ReactNode;
}) {
  const LoaderData = loaderDataContext(createContext);
  // A source given around the slot wins: a remote's standalone page runs its loader in the browser, with no host.
  const given = useContext(LoaderData);
  return <LoaderData.Provider value={given ?? sourceOf(entry, component)}>{children}</LoaderData.Provider>;
}
