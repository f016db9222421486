import type { RegistryEntry } from '@mfp/shared/registry';

/** The label of remotes the registry does not list, and of versions it does not name: one value for all of them. */
export const UNKNOWN_LABEL = 'unknown';
/** The label of failures that name no remote (the host's own, the registry's as a whole). */
export const NO_REMOTE_LABEL = 'none';

/**
 * What a browser's word about a remote and its version may become in a count: a remote the registry lists, and a
 * version it names for that remote (live or last known good), or `undefined` for anything else. A flood of made-up
 * names then lands on one row and one label, however many it invents (decision 0045).
 */
export interface BoundedNames {
  remote(name: string | undefined): string | undefined;
  version(remote: string | undefined, version: string | undefined): string | undefined;
}

export function boundedNames(entries: readonly RegistryEntry[]): BoundedNames {
  const versions = new Map<string, Set<string>>();
  for (const entry of entries) {
    const known = new Set<string>();
    if (entry.version !== undefined) known.add(entry.version);
    if (entry.previous) known.add(entry.previous.version);
    versions.set(entry.name, known);
  }
  return {
    remote: (name) => (name !== undefined && versions.has(name) ? name : undefined),
    version: (remote, version) =>
      remote !== undefined && version !== undefined && versions.get(remote)?.has(version) ? version : undefined,
  };
}
