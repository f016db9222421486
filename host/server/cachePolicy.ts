import path from 'node:path';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

/** Revalidate every time: for files whose name stays the same when their content changes. */
export const NO_CACHE = 'no-cache';
/** Never revalidate: for files whose URL changes whenever their content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** webpack's `[contenthash:8]`: only such names are safe to cache forever, since new content gets a new name. */
const CONTENT_HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;

/** Files of a deployed version that the host looks up by a fixed name, so a fresh copy must win over a cached one. */
const STORE_ENTRY_FILES = new Set([REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE, 'index.html']);

/**
 * Cache-Control for a file of the host's build. Everything without a content hash (index.html, main.js, images) is
 * revalidated, so a rebuilt host shows up on the next load; ETags keep that revalidation cheap.
 */
export function hostCacheControl(filePath: string): string {
  return CONTENT_HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

/**
 * Cache-Control for a file of the store, given its path relative to the store's `remotes/` folder.
 * A deploy never rewrites `<name>/<version>/`, so its files are immutable, except the entry files named above.
 * Anything outside a version folder is not covered by that promise and is revalidated.
 */
export function storeCacheControl(relativePath: string): string {
  const segments = relativePath.split(/[\\/]/).filter(Boolean);
  const insideVersionFolder = segments.length >= 3;
  const fileName = segments.at(-1) ?? '';
  return insideVersionFolder && !STORE_ENTRY_FILES.has(fileName) ? IMMUTABLE : NO_CACHE;
}
