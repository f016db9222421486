import type { ReleasesStore } from '@mfp/store/releases';
import { publishedFiles } from './releaseFiles';
import type { LiveRelease } from './sharedChunkGlobal';

/**
 * The content hash of the live version: as the history recorded it when it went live, or, for a version that went
 * live before releases were recorded, of its published files now; undefined when those cannot be read either.
 */
async function liveContentHash(
  store: ReleasesStore,
  remote: string,
  live: string,
  history: readonly { action: string; version: string; contentHash?: string }[],
): Promise<string | undefined> {
  const last = history.at(-1);
  if (last?.version === live && last.contentHash !== undefined) return last.contentHash;
  return store.versionContentHash(remote, live).catch(() => undefined);
}

/**
 * The live release of `remote` that the gate compares a new release with (decision 0097), its files read from the
 * store, and whether the new release, of content hash `contentHash`, has its bytes. Undefined when the remote has
 * no live release (its first deploy).
 */
export async function gateLiveRelease(
  store: ReleasesStore,
  remote: string,
  contentHash: string,
): Promise<LiveRelease | undefined> {
  const current = (await store.readReleases()).remotes[remote];
  if (!current) return undefined;
  const { live } = current;
  const liveHash = await liveContentHash(store, remote, live, current.history);
  return {
    version: live,
    files: publishedFiles(store, remote, live, current.files?.[live]),
    sameBytes: liveHash === contentHash,
  };
}
