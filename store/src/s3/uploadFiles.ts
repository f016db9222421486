import { PutObjectCommand } from '@aws-sdk/client-s3';
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { storeCacheControl } from '../files/cacheClass';
import { isSibling } from '../files/contentHash';
import { contentType } from '../files/contentType';
import { SIBLING_SUFFIX, type Encoding } from '../files/precompressedSiblings';
import type { Bucket } from './s3Objects';

/** Uploads at once unless the caller says otherwise: enough to hide a round trip's latency, few enough not to be throttled. */
export const DEFAULT_CONCURRENCY = 8;
/** A progress line every this many files, and one at the end. */
const PROGRESS_EVERY = 25;
/** Uploaded last among a version's files, so a reader that finds the manifest finds every file it names. */
const MANIFEST = 'mf-manifest.json';

export interface UploadRequest {
  /** The staged build: the files and their precompressed siblings. */
  dir: string;
  /** Its files, relative with `/`. */
  files: readonly string[];
  /** The object key of a file. */
  keyOf(file: string): string;
  /** The file's path below the store's `remotes/` folder (`<name>/<version>/<file>`), for its cache class. */
  storePath(file: string): string;
  concurrency?: number;
  print(line: string): void;
}

/**
 * The headers an object is stored with. A `.br`/`.gz` sibling keeps the Content-Type of the file it compresses and
 * says its Content-Encoding, so a CDN that picks the sibling by Accept-Encoding can send it for the original's URL as
 * it is; the Cache-Control of both comes from the one cache-class rule (`cacheClass`).
 */
function objectHeaders(file: string, storePath: string, present: ReadonlySet<string>) {
  const encoding = (Object.keys(SIBLING_SUFFIX) as Encoding[]).find(
    (candidate) => file.endsWith(SIBLING_SUFFIX[candidate]) && isSibling(file, present),
  );
  const original = encoding === undefined ? file : file.slice(0, -SIBLING_SUFFIX[encoding].length);
  return {
    ContentType: contentType(original),
    CacheControl: storeCacheControl(storePath),
    ...(encoding && { ContentEncoding: encoding }),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Puts every file of a staged build, at most `concurrency` at a time, the manifest last; each request is retried by
 * the client (backoff on throttling, 5xx and network errors). Prints the file count and bytes as it goes. Resolves to
 * the totals; rejects with the first failure once the requests under way have settled.
 */
export async function uploadFiles(bucket: Bucket, request: UploadRequest): Promise<{ files: number; bytes: number }> {
  const { dir, files, keyOf, storePath, print } = request;
  const present = new Set(files);
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(dir, file))).size));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let done = 0;
  let bytes = 0;
  const put = async (file: string) => {
    const body = await readFile(path.join(dir, file));
    await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: keyOf(file),
        Body: body,
        ...objectHeaders(file, storePath(file), present),
      }),
    );
    done += 1;
    bytes += body.length;
    if (done % PROGRESS_EVERY === 0 || done === files.length)
      print(`  uploaded ${done}/${files.length} files, ${kB(bytes)} of ${kB(total)}`);
  };
  const isManifest = (file: string) => path.posix.basename(file) === MANIFEST;
  await inParallel(
    files.filter((file) => !isManifest(file)),
    request.concurrency ?? DEFAULT_CONCURRENCY,
    put,
  );
  await inParallel(files.filter(isManifest), 1, put);
  return { files: files.length, bytes: total };
}

/** Runs `work` over `items`, at most `limit` at once; stops taking new items after the first failure. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    for (let index = next++; index < items.length && !failed; index = next++) {
      try {
        await work(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
