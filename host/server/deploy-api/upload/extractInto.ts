import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { feedBody, type BodyFeed } from './bodyFeed';
import { EntryClaims } from './entryClaims';
import { END_OF_ARCHIVE_BYTES, InflatedCounter, TAR_BLOCK } from './inflatedCounter';
import { TAR_OVERHEAD_PER_ENTRY, type UploadLimits } from './uploadLimits';
import { isUploadError, type UploadError } from './UploadError';
import { refuse } from './uploadRefusals';
import { fromGunzip, fromParser } from './streamFailures';
import { writeEntry, type TarEntry, type WriteTarget } from './writeEntry';

export interface Extracted {
  readonly files: string[];
  readonly bytes: number;
}

/**
 * body → feed (gzip magic, body size, idle timer) → gunzip → counter (inflated size, end marker) → tar parser → one
 * entry at a time onto disk. Entries are written one after another by this function alone, so when it settles nothing
 * is still writing and the caller may remove the folder. The first failure wins: whichever stage sees it records it and
 * tears the chain down, and the errors that tearing down causes downstream are not what gets reported.
 */
export async function extractInto(dir: string, body: Readable, limits: UploadLimits): Promise<Extracted> {
  const gunzip = createGunzip();
  const counter = new InflatedCounter(
    limits.maxBytes + TAR_OVERHEAD_PER_ENTRY * (2 * limits.maxFiles + 2),
    limits.maxBytes,
  );
  const parser = extract();
  // An object, not a `let`: TypeScript does not see the assignments made in the callbacks below.
  const failed: { first: UploadError | null } = { first: null };
  let feed: BodyFeed | null = null;
  const fail = (error: UploadError) => {
    failed.first ??= error;
    feed?.stop();
    gunzip.destroy();
    counter.destroy();
    parser.destroy(error);
  };
  let inflatedAll = false;
  gunzip.once('end', () => (inflatedAll = true));
  gunzip.on('error', (error) => fail(fromGunzip(error)));
  parser.on('error', (error) => fail(isUploadError(error) ? error : fromParser(error)));
  counter.on('error', (error) => fail(isUploadError(error) ? error : refuse.internal(error)));
  gunzip.pipe(counter).pipe(parser as unknown as NodeJS.WritableStream);
  feed = feedBody(body, gunzip, limits, fail);

  const target: WriteTarget = { dir, claims: new EntryClaims(), limits, written: 0 };
  try {
    for await (const entry of parser as AsyncIterable<TarEntry>) {
      await writeEntry(entry, target);
    }
  } catch (error) {
    // An entry's contents fail with a bare "Stream was destroyed" when the parser stops; wait for the parser's reason.
    if (!isUploadError(error) && parser.destroying && !parser.destroyed) {
      await once(parser, 'close').catch(() => undefined); // its 'error' rejects `once`; the listener above kept it
    }
    fail(isUploadError(error) ? error : fromParser(error));
  } finally {
    feed.stop();
  }
  // A whole gzip stream of less than one 512-byte block is not a tar cut short but no tar at all.
  if (inflatedAll && counter.bytes < TAR_BLOCK && failed.first?.code !== 'upload-too-large') {
    throw refuse.notTar(`it unpacks to ${counter.bytes} bytes, less than one tar block`);
  }
  if (failed.first !== null) throw failed.first;
  if (counter.trailingZeros < END_OF_ARCHIVE_BYTES) throw refuse.noEndOfArchive();
  if (target.claims.fileCount === 0) throw refuse.empty();
  return { files: target.claims.sortedFiles(), bytes: target.written };
}
