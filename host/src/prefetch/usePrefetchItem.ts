import type { NavigationItem } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Prefetch for the navigation's links, which may name a remote whose entry the page has not read yet (decision 0043):
 * a remote known in full is prefetched at once; one known only by its navigation item is prefetched as soon as the
 * whole registry, which the page reads after its first paint, brings its entry. Only the last such intent waits.
 */
export function usePrefetchItem(
  remotes: readonly RegistryEntry[],
  prefetch: (entry: RegistryEntry) => void,
): (item: NavigationItem) => void {
  const [wanted, setWanted] = useState<string | undefined>(undefined);
  const known = useRef(remotes);
  known.current = remotes;

  useEffect(() => {
    if (wanted === undefined) return;
    const entry = remotes.find((remote) => remote.name === wanted);
    if (!entry) return;
    setWanted(undefined);
    prefetch(entry);
  }, [wanted, remotes, prefetch]);

  return useCallback(
    (item: NavigationItem) => {
      const entry = known.current.find((remote) => remote.name === item.name);
      if (entry) prefetch(entry);
      else setWanted(item.name);
    },
    [prefetch],
  );
}
