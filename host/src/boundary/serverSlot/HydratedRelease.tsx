import type { RegistryEntry } from '@mfp/shared/registry';
import { use, useEffect } from 'react';
import type { RemoteLoader } from '../../loading/loader/createRemoteLoader';
import { LoaderDataProvider } from '../../data/LoaderDataProvider';
import { HandOver } from './HandOver';
import { loadOnce } from './loadOnce';

export interface HydratedReleaseProps {
  /** The route's entry as the page names it: the release the server rendered. */
  entry: RegistryEntry;
  loader: RemoteLoader;
  /** Called once the remote is on screen. */
  onShown: () => void;
}

/**
 * The remote in a slot the server rendered: suspends until the release loads (React keeps the server's HTML meanwhile,
 * or shows the boundary's fallback when the server's render failed), then renders it with the contract props, which
 * hydrates the server's HTML. A failed load, or a load that served the last known-good release instead, is thrown for
 * the slot, which hands itself over to the browser's own rendering.
 */
export function HydratedRelease({ entry, loader, onShown }: HydratedReleaseProps) {
  const result = use(loadOnce(loader, entry));
  useEffect(() => {
    if (result.status === 'ready') onShown();
  }, [result, onShown]);
  // Failed, or another release than the server's (the live one failed to load here): the browser's to render.
  if (result.status === 'failed' || result.servedFallback) throw new HandOver(result);
  return (
    <LoaderDataProvider entry={entry} component={result.Component}>
      <result.Component basePath={entry.route} remoteName={entry.name} />
    </LoaderDataProvider>
  );
}
