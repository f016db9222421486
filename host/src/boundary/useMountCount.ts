import type { RegistryEntry } from '@mfp/shared/registry';
import { useEffect, useRef } from 'react';
import { usePlatformServices } from './PlatformServices';

/**
 * Counts this slot mount once, against the version its entry names when it mounts: the release it tries first,
 * whether that renders, falls back or fails (decision 0075). In an effect, so only mounts that reach the page count
 * (never a server render, never a render React threw away), and once under StrictMode's second run. An entry that
 * names another version while the slot stays mounted (the registry switched) starts a new attempt, counted as one.
 */
export function useMountCount(entry: RegistryEntry): void {
  const { mounts } = usePlatformServices();
  const counted = useRef<string | undefined>(undefined);
  const { name, version } = entry;
  useEffect(() => {
    const release = `${name}\u0000${version}`;
    if (!mounts || counted.current === release) return;
    counted.current = release;
    mounts.count(name, version);
  }, [mounts, name, version]);
}
