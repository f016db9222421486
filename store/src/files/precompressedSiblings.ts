/** The encodings a publish writes a precompressed sibling in, as Content-Encoding names them. */
export type Encoding = 'br' | 'gzip';

/**
 * The sibling suffixes nginx's `brotli_static` and `gzip_static` look for, spelled here only: publishing and the host's
 * build write them (`precompress`), the store's bucket upload labels them, the host server sends them.
 */
export const SIBLING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * `file` without its sibling suffix (`main.js.br` → `main.js`), or `file` itself when it has none. The name alone
 * decides: whether the original exists is the caller's question (`isSibling` in contentHash.ts asks it).
 */
export function withoutSiblingSuffix(file: string): string {
  const suffix = Object.values(SIBLING_SUFFIX).find((candidate) => file.endsWith(candidate));
  return suffix === undefined ? file : file.slice(0, -suffix.length);
}
