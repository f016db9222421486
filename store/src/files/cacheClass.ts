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

/**
 * The cache class of a file of the store, given its path below the store's remotes folder (`<name>/<version>/<file>`).
 * A publish never rewrites `<name>/<version>/`, so everything in it is immutable, the manifest and `remoteEntry.js`
 * included: a deploy goes live by switching the registry to another folder, and the registry (served by the host, not
 * the store) is the one file users must revalidate. Anything outside a version folder is not covered by that promise
 * and is revalidated. The host's own build is not covered here: its server decides by content hash.
 */
export function cacheClass(relativePath: string): CacheClass {
  const segments = relativePath.split(/[\\/]/).filter(Boolean);
  return segments.length >= 3 ? 'immutable' : 'revalidate';
}

/** The Cache-Control header for a file of the store; see `cacheClass`. */
export const storeCacheControl = (relativePath: string) => CACHE_CONTROL[cacheClass(relativePath)];
