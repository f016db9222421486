import type { RegistryEntry } from '@mfp/shared/registry';
import type { PreloadingLoader } from './preloadingLoader';
import { routeEntry } from './routeEntry';

/**
 * Starts loading the remote that renders `pathname` as soon as the registry is known, from the bootstrap, rather than
 * when its slot mounts: that is after the shell's first render and its own registry fetch, one round trip and a render
 * later. Resolves with the entry it preloaded, if any.
 *
 * Not covered: a remote the tab overrides (`isOverridden`), which the shell loads from the override's manifest once it
 * has checked it; preloading the registry's release would register the wrong entry first.
 */
export async function preloadRouteRemote(
  loader: PreloadingLoader,
  registry: Promise<readonly RegistryEntry[]>,
  pathname: string,
  isOverridden: (name: string) => boolean = () => false,
): Promise<RegistryEntry | undefined> {
  const entry = routeEntry(await registry, pathname);
  if (!entry || isOverridden(entry.name)) return undefined;
  loader.preload(entry);
  return entry;
}
