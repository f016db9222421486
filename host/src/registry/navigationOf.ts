import type { NavigationItem } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { RegistryState } from './RegistryState';

const NONE: NavigationItem[] = [];

/**
 * The remotes the header and the home page list: the registry's, or, while the page knows only its route's entry, the
 * page's navigation followed by any remote it knows in full that the navigation lacks (one a tab's override adds).
 */
export function navigationOf(registry: RegistryState): readonly NavigationItem[] {
  if (registry.status !== 'ready') return NONE;
  const { partial, remotes } = registry;
  if (!partial) return remotes;
  const listed = new Set(partial.navigation.map((item) => item.name));
  const more = remotes.filter((remote: RegistryEntry) => !listed.has(remote.name));
  return more.length === 0 ? partial.navigation : [...partial.navigation, ...more];
}
