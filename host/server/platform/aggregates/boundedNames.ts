import type { RegistryEntry } from '@mfp/shared/registry';
import { namedVersions, type AlternateVersions } from './namedVersions';

/** The label of remotes the registry does not list, and of versions it does not name: one value for all of them. */
export const UNKNOWN_LABEL = 'unknown';
/** The label of failures that name no remote (the host's own, the registry's as a whole). */
export const NO_REMOTE_LABEL = 'none';

/** How many versions of a remote stay countable after the registry stops naming them (a rollback, a deploy). */
export const REMEMBERED_VERSIONS = 5;

/**
 * What a browser's word about a remote and its version may become in a count: a remote the registry lists, and a
 * version it names for that remote (live, last known good, a rollout's or a preview's) or named in one of this server's earlier registries (the
 * last REMEMBERED_VERSIONS of them: a tab opened before a rollback still reports the version it runs), or `undefined`
 * for anything else. A flood of made-up names then lands on one row and one label, however many it invents (decision
 * 0045).
 */
export interface BoundedNames {
  remote(name: string | undefined): string | undefined;
  version(remote: string | undefined, version: string | undefined): string | undefined;
}

export function boundedNames(
  entries: readonly RegistryEntry[],
  earlier: ReadonlyMap<string, readonly string[]> = new Map(),
  alternates?: AlternateVersions,
): BoundedNames {
  const versions = new Map<string, Set<string>>();
  for (const entry of entries) {
    const named = namedVersions(entry, alternates);
    const remembered = (earlier.get(entry.name) ?? []).filter((version) => !named.includes(version));
    versions.set(entry.name, new Set([...named, ...remembered.slice(0, REMEMBERED_VERSIONS)]));
  }
  return {
    remote: (name) => (name !== undefined && versions.has(name) ? name : undefined),
    version: (remote, version) =>
      remote !== undefined && version !== undefined && versions.get(remote)?.has(version) ? version : undefined,
  };
}
