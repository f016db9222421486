import path from 'node:path';
import { CACHE_CONTROL, withoutSiblingSuffix } from '@mfp/store/files';

/** Revalidate every time: for files whose name stays the same when their content changes. */
export const NO_CACHE = CACHE_CONTROL.revalidate;
/** Never revalidate: for files whose URL changes whenever their content does. */
export const IMMUTABLE = CACHE_CONTROL.immutable;

/** webpack's `[contenthash:8]`: only such names are safe to cache forever, since new content gets a new name. */
const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;

/** Whether a file name carries webpack's content hash, so that its content never changes (`name.0123abcd.js`). */
export const isContentHashed = (name: string): boolean => CONTENT_HASHED_FILE.test(name);

/**
 * Cache-Control for a file of the host's build. Everything without a content hash (index.html, main.js, images) is
 * revalidated, so a rebuilt host shows up on the next load; ETags keep that revalidation cheap. `filePath` may be a
 * precompressed sibling (`.br`, `.gz`), classed as the file it stands for. The store's files are
 * not covered here: the store decides theirs (`storeCacheControl` in @mfp/store/files).
 */
export function hostCacheControl(filePath: string): string {
  return CONTENT_HASHED_FILE.test(withoutSiblingSuffix(path.basename(filePath))) ? IMMUTABLE : NO_CACHE;
}
