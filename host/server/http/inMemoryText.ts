import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StoredEncoding } from './acceptEncoding';
import type { MemoryAnswer } from './replyFromMemory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than its headers cost: sent as it is (@fastify/compress's threshold). */
const COMPRESS_MIN_BYTES = 1024;

const ALL: ReadonlySet<StoredEncoding> = new Set(['br', 'gzip', 'identity']);
const IDENTITY_ONLY: ReadonlySet<StoredEncoding> = new Set(['identity']);

/**
 * Text the server made once (a page, a registry revision) and answers many times: its bytes, a strong ETag of them,
 * and brotli and gzip at their best levels, each made on its first request (off the event loop) and then kept:
 * compressed once, so the best ratio is worth its CPU, unlike the fast levels of per-request compression.
 * `onCompressed` is told the size of each compressed copy, for a cache that bounds its bytes.
 */
export function inMemoryText(
  identity: Buffer,
  type: string,
  onCompressed: (bytes: number) => void = () => {},
): MemoryAnswer {
  const compressed: Partial<Record<StoredEncoding, Promise<Buffer>>> = {};
  const compress = (encoding: 'br' | 'gzip') =>
    (compressed[encoding] ??= (
      encoding === 'br'
        ? brotli(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          })
        : gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION })
    ).then((bytes) => {
      onCompressed(bytes.length);
      return bytes;
    }));
  return {
    type,
    // Strong, and the same for every encoding, as @fastify/compress leaves a tag it compresses under.
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`,
    encodings: identity.length < COMPRESS_MIN_BYTES ? IDENTITY_ONLY : ALL,
    bytes: (encoding) => (encoding === 'identity' ? identity : compress(encoding)),
  };
}
