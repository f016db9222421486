import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { isUploadError, type UploadError } from '../UploadError';

/** A request body that sends these bytes in chunks of `chunkSize`, then ends. */
export function bodyOf(bytes: Buffer, chunkSize = 16 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(chunks);
}

/** A body that sends these bytes and then nothing, never ending: a client that stalled. */
export function stalledBodyOf(bytes: Buffer): PassThrough {
  const body = new PassThrough();
  body.write(bytes);
  return body;
}

/** A private folder to pass as `tmpRoot`, so a test can see that a refused upload left nothing in it. */
export async function makeTmpRoot(): Promise<{ root: string; contents(): Promise<string[]>; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'mfp-upload-test-'));
  return {
    root,
    contents: () => readdir(root),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** The UploadError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function refusalOf(promise: Promise<unknown>): Promise<UploadError> {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if ('resolved' in outcome) throw new Error('expected the upload to be refused, but it was unpacked');
  if (!isUploadError(outcome.rejected)) throw outcome.rejected;
  return outcome.rejected;
}
