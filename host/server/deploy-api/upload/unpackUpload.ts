import { makeOwnedTempDir } from '@mfp/store/files';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { extractInto } from './extractInto';
import { DEFAULT_UPLOAD_LIMITS, type UnpackOptions, type UploadLimits } from './uploadLimits';
import { isUploadError } from './UploadError';
import { refuse } from './uploadRefusals';

/** The folders uploads are unpacked into, in `tmpRoot`. */
export const UPLOAD_FOLDER_PREFIX = 'mfp-upload';

export interface UnpackedUpload {
  /** The private folder (mode 0700) the upload was unpacked into. */
  readonly dir: string;
  /** Every file, relative to `dir`, '/'-separated, sorted. */
  readonly files: string[];
  /** Bytes of the files' contents, added up. */
  readonly bytes: number;
  /** Removes `dir` and everything in it; the caller calls it once done with the files, whatever happened. */
  cleanup(): Promise<void>;
}

/**
 * Streams a gzipped tar (`DEPLOY_UPLOAD_CONTENT_TYPE`) into a fresh private temporary folder, checking every entry,
 * every limit and the body's pace on the way (docs/decisions/0037-uploads-are-gzipped-tar.md). On any failure it
 * removes what it wrote and rejects with an UploadError whose `code` is the deploy API's.
 *
 * The body is read, never destroyed: after a refusal it is left paused with bytes perhaps unread, so the caller answers
 * and closes the connection (`Connection: close`) rather than reading on.
 */
export async function unpackUpload(body: Readable, options: UnpackOptions = {}): Promise<UnpackedUpload> {
  const limits = withDefaults(options);
  let dir: string;
  try {
    // A 0700 folder: other users of the machine cannot read or plant files in an upload. One a killed server left is
    // removed here, by the next upload.
    dir = await makeOwnedTempDir(UPLOAD_FOLDER_PREFIX, options.tmpRoot);
  } catch (error) {
    body.pause();
    throw refuse.internal(error);
  }
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const { files, bytes } = await extractInto(dir, body, limits);
    return { dir, files, bytes, cleanup };
  } catch (error) {
    await cleanup();
    throw isUploadError(error) ? error : refuse.internal(error);
  }
}

function withDefaults(options: UnpackOptions): UploadLimits {
  const pick = (value: number | undefined, fallback: number, name: string): number => {
    if (value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw new RangeError(`unpackUpload: ${name} must be a positive integer, got ${value}`);
    }
    return value;
  };
  return {
    maxFiles: pick(options.maxFiles, DEFAULT_UPLOAD_LIMITS.maxFiles, 'maxFiles'),
    maxBytes: pick(options.maxBytes, DEFAULT_UPLOAD_LIMITS.maxBytes, 'maxBytes'),
    idleMs: pick(options.idleMs, DEFAULT_UPLOAD_LIMITS.idleMs, 'idleMs'),
  };
}
