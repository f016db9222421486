import type { RemoteRecord } from '../records/RemoteRecord';
import { applyStylesheets } from '../integrity/applyStylesheets';
import { preloadModules, type ModulePreloads } from '../integrity/preloadModules';
import { UnverifiableEntryError } from '../integrity/UnverifiableEntryError';

/** What the runtime's `loadEntry` hook says of the entry it is about to load. */
interface EntryToLoad {
  name: string;
  entry: string;
  type: string;
}

/** The failure to report of the release's checks: a mismatch before a file that could not be fetched. */
function firstFailure(checks: ModulePreloads[]): ModulePreloads {
  return (
    checks.find((check) => check.status === 'mismatch') ??
    checks.find((check) => check.status === 'unreachable') ?? { status: 'checked' }
  );
}

/**
 * Before the federation runtime imports the ES-module entry of a checked release: preloads the entry and every module
 * file of the release with the integrity recorded at deploy (decision 0055), and applies every stylesheet of the
 * release with its own (decision 0058), all at once, and throws unless all of them are checked: the modules in the
 * page's module map, the stylesheets in the page, where Vite's preload helper finds them and adds no link of its own.
 * A mismatch is left in the record for the loader (`integrity-failed`, naming the file) and thrown; a file that could
 * not be fetched throws a `ChunkLoadError` (`chunk-load-failed`). Nothing of the release has run when it throws:
 * preloads fetch and parse, they do not evaluate; a refused stylesheet applies nothing. Does nothing for a classic script
 * entry (the `createScript` hook checks it) or an unchecked release (development, overrides).
 */
export async function checkModuleEntry(record: RemoteRecord, { name, entry, type }: EntryToLoad): Promise<void> {
  if (type !== 'module' && type !== 'esm') return;
  const release = record.integrity.releaseOfScript(entry);
  if (!release) return;
  const { modules, styles } = release.integrity;
  // The manifest check refused such a release already; a registration kept from before the deploy fails closed here.
  if (!modules || !styles)
    throw new UnverifiableEntryError(
      `remote \`${name}\`: its release carries no integrity of its modules and stylesheets`,
    );
  const inRelease = ({ path, integrity }: { path: string; integrity: string }) => ({
    url: new URL(path, release.manifestUrl).href,
    integrity,
  });
  const files = [{ url: entry, integrity: release.integrity.entry }, ...modules.map(inRelease)];
  const [modulesChecked, stylesheets] = await Promise.all([
    preloadModules(files, record.timeoutMs),
    applyStylesheets(styles.map(inRelease), record.timeoutMs),
  ]);
  const preloads = firstFailure([modulesChecked, stylesheets.outcome]);
  if (preloads.status === 'checked') return;
  // A release that does not load restyles nothing, not even the last known good release shown in its place.
  stylesheets.withdraw();
  if (preloads.status === 'unreachable') throw preloads.error;
  record.integrity.recordMismatch(release.manifestUrl, Promise.resolve(preloads.mismatch));
  throw preloads.mismatch;
}
