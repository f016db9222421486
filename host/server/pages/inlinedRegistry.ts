import { fromAllowedOrigin } from '@mfp/shared/origins';
import type { NavigationItem, PageData } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { MAX_INLINED_REGISTRY_BYTES, type PageRegistry } from '../registry/pageRegistry';

/** What of the registry a page carries for its route's `entry`: the fields of its page data. */
export type InlinedRegistry = (registry: PageRegistry, entry: RegistryEntry | undefined) => Partial<PageData>;

/**
 * The registry as the page carries it (decision 0043): the route's entry and the navigation, or the whole of a
 * document that is no registry, for the page to report. The navigation is made once per registry.
 */
export function createInlinedRegistry(allowedRemoteOrigins: readonly string[]): InlinedRegistry {
  const navigations = new WeakMap<PageRegistry, NavigationItem[] | undefined>();
  /** Every remote the page may load, once per registry; undefined when it is too large to inline. */
  const navigationOf = (registry: PageRegistry & { inline: 'entries' }) => {
    if (!navigations.has(registry)) navigations.set(registry, navigation(registry.entries, allowedRemoteOrigins));
    return navigations.get(registry);
  };
  return (registry, entry) => {
    if (registry.inline === 'fetch') return {};
    if (registry.inline === 'whole') return { registry: registry.document };
    const items = navigationOf(registry);
    if (items === undefined) return {};
    const inlined = entry && registry.items.get(entry);
    if (!inlined) return { registry: { remotes: [] }, navigation: items };
    return { registry: { remotes: [inlined.item] }, registryIndex: inlined.index, navigation: items };
  };
}

/** The navigation of a page: the remotes it may load, by what the header and home page show of them. */
function navigation(
  entries: readonly RegistryEntry[],
  allowedOrigins: readonly string[],
): NavigationItem[] | undefined {
  const items = entries
    .filter((entry) => fromAllowedOrigin(entry.entry, allowedOrigins))
    .map(({ name, title, route, version, deployedAt }) => ({
      name,
      title,
      route,
      ...(version === undefined ? {} : { version }),
      ...(deployedAt === undefined ? {} : { deployedAt }),
    }));
  return JSON.stringify(items).length > MAX_INLINED_REGISTRY_BYTES ? undefined : items;
}
