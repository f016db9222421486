import type { RegistryEntry } from '@mfp/shared/registry';

/**
 * Returns `fetched` with each remote the page came with (`pageEntries`) as the page named it. The page's slot was
 * rendered on the server with that release and hydrated with it; a deploy that lands between the page and the shell's
 * first read of the whole registry must not swap it under the user. The next navigation's read brings the new release.
 */
export function keepPageEntries(pageEntries: readonly RegistryEntry[], fetched: RegistryEntry[]): RegistryEntry[] {
  return fetched.map((entry) => pageEntries.find((own) => own.name === entry.name) ?? entry);
}
