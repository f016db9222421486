import type { RegistryEntry } from '@mfp/shared/registry';

/** Versions of each remote the stored registry names besides its entries' own: rollouts' and previews' (decision 0074). */
export type AlternateVersions = ReadonlyMap<string, readonly string[]>;

/**
 * The versions a registry names for a remote: live, last known good, and the releases some visitors get instead (a
 * rollout's, a preview's), whose mounts and failures the rollout analysis must count under their own version.
 */
export function namedVersions(entry: RegistryEntry, alternates: AlternateVersions = new Map()): string[] {
  const named = [entry.version, entry.previous?.version, ...(alternates.get(entry.name) ?? [])];
  return [...new Set(named.filter((version) => version !== undefined))];
}
