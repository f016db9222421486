import { refuse } from './uploadRefusals';
import type { UploadError } from './UploadError';
import type { UploadLimits } from './uploadLimits';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b, 0x08]);

/** What a chunk of the body comes to: bytes to inflate, nothing yet (too few to tell gzip), or a refusal. */
type ChunkCheck = { kind: 'write'; bytes: Buffer } | { kind: 'wait' } | { kind: 'refused'; error: UploadError };

/** The checks an upload's compressed bytes pass before any of them is inflated. */
export interface BodyChecks {
  /** Checks the next chunk: the compressed size against `maxBytes`, and the gzip magic bytes at the start. */
  next(chunk: Buffer): ChunkCheck;
  /** At the body's end: a refusal when it ended before the magic bytes could be checked (an empty body included). */
  atEnd(): UploadError | undefined;
}

/**
 * The body's size, counted compressed, and its first bytes, held back until there are enough to check the gzip magic:
 * a body that is not gzip is refused before a byte of it reaches the gunzip stream.
 */
export function bodyChecks({ maxBytes }: Pick<UploadLimits, 'maxBytes'>): BodyChecks {
  let head: Buffer | null = Buffer.alloc(0);
  let received = 0;
  return {
    next(chunk) {
      received += chunk.length;
      if (received > maxBytes) return { kind: 'refused', error: refuse.bodyTooLarge(maxBytes) };
      if (head === null) return { kind: 'write', bytes: chunk };
      head = Buffer.concat([head, chunk]);
      if (head.length < GZIP_MAGIC.length) return { kind: 'wait' };
      if (!head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC))
        return { kind: 'refused', error: refuse.notGzip(head) };
      const whole = head;
      head = null;
      return { kind: 'write', bytes: whole };
    },
    atEnd: () => (head === null ? undefined : refuse.notGzip(head)),
  };
}
