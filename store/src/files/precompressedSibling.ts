import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from './precompressedSiblings';

/**
 * Smaller files are served as they are. Under about 1 KB the whole response fits in one TCP segment (about 1.4 KB)
 * compressed or not, so compression cannot save a round trip, and two more files per asset would only add clutter
 * (webpack's license notes, index.html, tiny chunks).
 */
export const MIN_PRECOMPRESS_BYTES = 1024;

/**
 * Compression levels, measured on the catalog remote's production build (11 files users download, 625 KB; 10 source
 * maps, 2.6 MB). What users download gets the maximum: it is compressed once per publish and saves bytes on every load
 * (brotli 11: 169 KB in 0.8 s, against 182 KB in 0.13 s at 9; gzip 9: 196 KB). Source maps are fetched only by
 * developer tools, and brotli 11 spends 6 s on them, so they get a fast level (brotli 5: 636 KB in 0.1 s, against
 * 557 KB at 11; gzip 6: 662 KB).
 */
const LEVELS = {
  loaded: { brotli: 11, gzip: 9 },
  sourceMap: { brotli: 5, gzip: 6 },
} as const;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compress(encoding: Encoding, bytes: Buffer, file: string): Promise<Buffer> {
  const level = file.endsWith('.map') ? LEVELS.sourceMap : LEVELS.loaded;
  if (encoding === 'gzip') return gzip(bytes, { level: level.gzip });
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * The sibling a publish writes for text file `file` (its path, for the level) in `encoding`, or undefined when it
 * writes none: the file is under MIN_PRECOMPRESS_BYTES, or not smaller compressed (the server would send more). The
 * one rule both the publish (`precompress`) and the gate's weighing of a critical path (decision 0072) follow, so the
 * bytes the gate counts are the bytes the store sends.
 */
export async function precompressedSibling(
  encoding: Encoding,
  bytes: Buffer,
  file: string,
): Promise<Buffer | undefined> {
  if (bytes.length < MIN_PRECOMPRESS_BYTES) return undefined;
  const compressed = await compress(encoding, bytes, file);
  return compressed.length < bytes.length ? compressed : undefined;
}
