import { routeEntry, type RegistryEntry } from '@mfp/shared/registry';
import type { PreloadingLoader } from './preloadingLoader';

/**
 * Starts loading the remote that renders `pathname` from the bootstrap, with the page's registry, rather than when its
 * slot mounts, after the shell's first render. Returns the entry it preloaded, if any.
 *
 * Not covered: a remote the tab overrides (`isOverridden`), which the shell loads from the override's manifest once it
 * has checked it; preloading the registry's release would register the wrong entry first.
 */
export function preloadRouteRemote(
  loader: PreloadingLoader,
  registry: readonly RegistryEntry[],
  pathname: string,
  isOverridden: (name: string) => boolean = () => false,
): RegistryEntry | undefined {
  const entry = routeEntry(registry, pathname);
  if (!entry || isOverridden(entry.name)) return undefined;
  loader.preload(entry);
  return entry;
}
