import { manifestEntryFile, readManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { chunkLoadingGlobals } from './chunkLoadingGlobal';
import type { ReleaseFiles } from './releaseFiles';
import { staysInside } from './staysInside';

/** The remote's live release, as the gate compares a new release with it (decision 0097). */
export interface LiveRelease {
  version: string;
  files: ReleaseFiles;
  /** The new release has the live one's bytes (the same content hash): the same chunks, so nothing to adopt wrongly. */
  sameBytes: boolean;
}

/** What a `chunk-global-shared` problem says: the global both releases set up, and the live version. */
export interface SharedChunkGlobal {
  global: string;
  live: string;
}

/** The chunk-loading globals of a release's entry; none when its manifest or its entry cannot be read. */
async function liveGlobals(files: ReleaseFiles): Promise<string[]> {
  const bytes = await files.read(REMOTE_MANIFEST_FILE);
  const read = bytes && readManifest(bytes.toString('utf8'));
  if (read?.kind !== 'manifest') return [];
  const entryFile = manifestEntryFile(read.manifest);
  const entry = staysInside(entryFile) ? await files.read(entryFile) : undefined;
  return entry ? chunkLoadingGlobals(entry.toString('utf8')) : [];
}

/**
 * The chunk-loading global a new release shares with the live one, if any: a page that loaded one of them and then
 * the other (an open page after the switch, a rollout's start or end, a fallback to the last known good release)
 * would run the first one's chunks under the second one's version (decision 0095). `entryFile` is the new release's
 * entry, already known to stay inside it.
 *
 * Not covered: a release whose entry sets up no global this finds (`chunkLoadingGlobals`: Vite's ES modules, a custom
 * global object) passes, and so does one compared with a live release whose manifest or entry cannot be read; the
 * same bytes as the live release pass (their chunks are the same); and only the live release is compared, not the
 * rollout's, a published release waiting for one, or a release rolled back to (the gate of a rollback does not ask).
 */
export async function sharedChunkGlobal(
  files: ReleaseFiles,
  entryFile: string,
  live: LiveRelease,
): Promise<SharedChunkGlobal | undefined> {
  if (live.sameBytes) return undefined;
  const entry = await files.read(entryFile);
  if (entry === undefined) return undefined; // reported as file-missing
  const globals = chunkLoadingGlobals(entry.toString('utf8'));
  if (globals.length === 0) return undefined;
  const shared = (await liveGlobals(live.files)).find((global) => globals.includes(global));
  return shared === undefined ? undefined : { global: shared, live: live.version };
}
