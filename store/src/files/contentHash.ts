import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRECOMPRESSED_EXTENSIONS } from './precompress';
import { SIBLING_SUFFIX } from './precompressedSiblings';

export interface ContentHashOptions {
  /** File names left out wherever they are, as a publish leaves them out (build bookkeeping). */
  exclude?: readonly string[];
}

/** Regular files below `dir`, relative with `/`; symbolic links are not followed, as a publish does not follow them. */
export async function listFiles(
  dir: string,
  exclude: ReadonlySet<string> = new Set(),
  relative = '',
): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !exclude.has(entry.name))
      .map((entry) => {
        const child = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return listFiles(dir, exclude, child);
        return entry.isFile() ? [child] : [];
      }),
  );
  return nested.flat();
}

/** A `.br` or `.gz` that a publish writes beside a text file: derived from that file, so not content of its own. */
export function isSibling(file: string, files: ReadonlySet<string>): boolean {
  const suffix = Object.values(SIBLING_SUFFIX).find((candidate) => file.endsWith(candidate));
  if (suffix === undefined) return false;
  const original = file.slice(0, -suffix.length);
  return files.has(original) && PRECOMPRESSED_EXTENSIONS.includes(path.extname(original));
}

/**
 * The sha256 (hex) of a build or a published version: every file's path and bytes, in path order. A build and the
 * version published from it hash the same: the excluded names are left out of both, and the precompressed siblings a
 * publish adds are skipped (they are derived, and another zlib may compress differently).
 *
 * Not covered: file modes and empty folders, which no served response shows.
 */
export async function contentHash(dir: string, { exclude = [] }: ContentHashOptions = {}): Promise<string> {
  const all = await listFiles(dir, new Set(exclude));
  const present = new Set(all);
  const hash = createHash('sha256');
  for (const file of all.filter((candidate) => !isSibling(candidate, present)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The first 8 hex digits: enough to tell releases apart in a version name or a listing. */
export const shortHash = (hash: string) => hash.slice(0, 8);
