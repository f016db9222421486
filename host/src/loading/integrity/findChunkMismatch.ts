import { manifestEntryFile, readManifest } from '@mfp/shared/compatibility';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { withDeadline } from '../../deadline/withDeadline';
import type { FailedChunk } from './failedChunkOf';
import { IntegrityMismatchError, sriOfBytes } from './subresourceIntegrity';

/** A chunk's entry in the hash map webpack-subresource-integrity and Rspack write into the entry: `85:"sha384-…"`. */
const hashOfChunk = (entryText: string, chunkId: string): string | undefined => {
  const id = chunkId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[{,\\s])["']?${id}["']?\\s*:\\s*["'](sha384-[A-Za-z0-9+/=]+)["']`).exec(entryText)?.[1];
};

async function fetchOk(url: string, init: RequestInit): Promise<Response | undefined> {
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', ...init });
  return response.ok ? response : undefined;
}

/**
 * The text of the release's entry, fetched (from the HTTP cache, as a rule) with the integrity recorded at deploy, so
 * that the hashes it holds are the deployed ones; undefined when it cannot be had.
 */
async function checkedEntryText(manifestUrl: string, integrity: ReleaseIntegrity, signal: AbortSignal) {
  const manifest = await fetchOk(manifestUrl, { integrity: integrity.manifest, signal });
  const read = manifest && readManifest(await manifest.text());
  if (read?.kind !== 'manifest') return undefined;
  const entryUrl = new URL(manifestEntryFile(read.manifest), manifestUrl).href;
  return (await fetchOk(entryUrl, { integrity: integrity.entry, signal }))?.text();
}

/**
 * Whether a chunk the remote's runtime failed to load was refused for its integrity rather than not delivered: the
 * browser reports both as the same `error` event. The chunk is fetched once more, past every cache; when it arrives
 * and its SHA-384 is none the release's checked entry holds for it, its bytes changed after the build (a tampered or
 * corrupted file). Undefined when the file does not arrive within `timeoutMs` (a network fault, for the retries), or
 * when it matches now (a fault that went away). Never rejects.
 * Costs nothing on a load that succeeds; on a failed chunk, one request for its bytes (the manifest and entry come
 * from the HTTP cache). Not covered: a server that answers the second request with other bytes than the first.
 */
export async function findChunkMismatch(
  chunk: FailedChunk,
  release: { manifestUrl: string; integrity: ReleaseIntegrity },
  timeoutMs: number,
): Promise<IntegrityMismatchError | undefined> {
  try {
    return await withDeadline(`Integrity check of ${chunk.url}`, timeoutMs, async (signal) => {
      const served = await fetchOk(chunk.url, { cache: 'no-store', signal });
      const actual = served && (await sriOfBytes(await served.arrayBuffer()));
      const entryText = actual && (await checkedEntryText(release.manifestUrl, release.integrity, signal));
      if (!actual || entryText === undefined) return undefined;
      // Anywhere in the entry, not only under the chunk's id: a chunk's stylesheet and script share the id.
      if (entryText.includes(actual)) return undefined;
      const expected = chunk.chunkId === undefined ? undefined : hashOfChunk(entryText, chunk.chunkId);
      return new IntegrityMismatchError(chunk.url, expected ?? "a hash its release's entry holds", actual);
    });
  } catch {
    return undefined;
  }
}
