import type { RegistryEntry } from '@mfp/shared/registry';

const sameEntry = (a: RegistryEntry, b: RegistryEntry) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Returns `next`, reusing the previous object for every entry whose content did not change. A remote slot reloads
 * when its entry object changes, so a refetched but identical registry must not remount anything.
 */
export function keepUnchangedEntries(previous: readonly RegistryEntry[], next: RegistryEntry[]): RegistryEntry[] {
  return next.map((entry) => previous.find((old) => old.name === entry.name && sameEntry(old, entry)) ?? entry);
}
