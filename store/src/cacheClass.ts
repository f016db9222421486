import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

/**
 * How long a served file may be reused: `immutable` files never change under their URL, `revalidate` files may, so a
 * browser or CDN asks every time (cheaply, with an ETag).
 */
export type CacheClass = 'immutable' | 'revalidate';

/** The Cache-Control header of each class. */
export const CACHE_CONTROL: Readonly<Record<CacheClass, string>> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/** Files of a deployed version that the host looks up by a fixed name, so a fresh copy must win over a cached one. */
const ENTRY_FILES = new Set([REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE, 'index.html']);

/**
 * The cache class of a file of the store, given its path below the store's remotes folder (`<name>/<version>/<file>`).
 * A publish never rewrites `<name>/<version>/`, so its files are immutable, except the entry files named above.
 * Anything outside a version folder is not covered by that promise and is revalidated. The host's own build is not
 * covered here: its server decides by content hash.
 */
export function cacheClass(relativePath: string): CacheClass {
  const segments = relativePath.split(/[\\/]/).filter(Boolean);
  const insideVersionFolder = segments.length >= 3;
  const fileName = segments.at(-1) ?? '';
  return insideVersionFolder && !ENTRY_FILES.has(fileName) ? 'immutable' : 'revalidate';
}

/** The Cache-Control header for a file of the store; see `cacheClass`. */
export const storeCacheControl = (relativePath: string) => CACHE_CONTROL[cacheClass(relativePath)];
