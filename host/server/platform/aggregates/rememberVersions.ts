import type { RegistryEntry } from '@mfp/shared/registry';
import { REMEMBERED_VERSIONS } from './boundedNames';
import { namedVersions, type AlternateVersions } from './namedVersions';

/**
 * Adds the versions `entries` name to `memory` (per remote, the most recent first, at most REMEMBERED_VERSIONS more
 * than the registry names now) and forgets remotes the registry no longer lists. `boundedNames` reads it.
 */
export function rememberVersions(
  memory: Map<string, string[]>,
  entries: readonly RegistryEntry[],
  alternates?: AlternateVersions,
): void {
  const listed = new Set(entries.map((entry) => entry.name));
  for (const remote of memory.keys()) if (!listed.has(remote)) memory.delete(remote);
  for (const entry of entries) {
    const named = namedVersions(entry, alternates);
    const before = (memory.get(entry.name) ?? []).filter((version) => !named.includes(version));
    memory.set(entry.name, [...named, ...before].slice(0, named.length + REMEMBERED_VERSIONS));
  }
}
