import type { RemoteRecord } from '../records/RemoteRecord';
import { preloadModules } from '../integrity/preloadModules';
import { UnverifiableEntryError } from '../integrity/UnverifiableEntryError';

/** What the runtime's `loadEntry` hook says of the entry it is about to load. */
interface EntryToLoad {
  name: string;
  entry: string;
  type: string;
}

/**
 * Before the federation runtime imports the ES-module entry of a checked release: preloads the entry and every module
 * file of the release with the integrity recorded at deploy (decision 0055), and throws unless all of them are in the
 * page's module map, checked. A mismatch is left in the record for the loader (`integrity-failed`, naming the file)
 * and thrown; a file that could not be fetched throws a `ChunkLoadError` (`chunk-load-failed`). Nothing of the
 * release has run when it throws: preloads fetch and parse, they do not evaluate. Does nothing for a classic script
 * entry (the `createScript` hook checks it) or an unchecked release (development, overrides).
 */
export async function checkModuleEntry(record: RemoteRecord, { name, entry, type }: EntryToLoad): Promise<void> {
  if (type !== 'module' && type !== 'esm') return;
  const release = record.integrity.releaseOfScript(entry);
  if (!release) return;
  const { modules } = release.integrity;
  // The manifest check refused such a release already; a registration kept from before the deploy fails closed here.
  if (!modules) throw new UnverifiableEntryError(`remote \`${name}\`: its release carries no integrity of its modules`);
  const files = [
    { url: entry, integrity: release.integrity.entry },
    ...Object.entries(modules).map(([path, integrity]) => ({
      url: new URL(path, release.manifestUrl).href,
      integrity,
    })),
  ];
  const preloads = await preloadModules(files, record.timeoutMs);
  if (preloads.status === 'checked') return;
  if (preloads.status === 'unreachable') throw preloads.error;
  record.integrity.recordMismatch(release.manifestUrl, Promise.resolve(preloads.mismatch));
  throw preloads.mismatch;
}
