import { sriOf } from '@mfp/store/files';
import type { ReleaseFiles } from './releaseFiles';

/** The name of a chunk and what names it in the manifest (`expose ./App`, `shared react`). */
export interface NamedChunk {
  file: string;
  namedBy: string;
}

/** A script or a stylesheet: what a remote's runtime loads with `integrity` from the hashes it holds. */
const CHECKED_FILE = /\.(?:m?js|css)$/;

/**
 * The scripts and stylesheets the manifest names whose SHA-384 the entry does not hold: a chunk the remote's runtime
 * would load without `integrity`, so a copy changed after the deploy would run or restyle the page (decisions 0031,
 * 0054). Webpack with webpack-subresource-integrity (and the kit's stylesheet plugin) and Rspack with its
 * SubresourceIntegrityPlugin write each chunk's and each extracted stylesheet's `sha384-…` into the runtime in
 * `remoteEntry.js`, whose own integrity the deploy records: a hash there is what the browser will check.
 *
 * Toolchain-neutral by design: it reads bytes, not a bundler's runtime. Not covered: that the runtime really sets the
 * hash it holds on the `<script>` or `<link>` (the browser tests prove that per toolchain), and files the manifest
 * does not name (a standalone `main.js`, which the host never loads).
 */
export async function uncheckedChunks(
  files: ReleaseFiles,
  entryFile: string,
  chunks: readonly NamedChunk[],
): Promise<NamedChunk[]> {
  const entry = await files.read(entryFile);
  if (entry === undefined) return []; // reported as file-missing
  const entryText = entry.toString('utf8');
  const unchecked: NamedChunk[] = [];
  for (const chunk of chunks) {
    if (chunk.file === entryFile || !CHECKED_FILE.test(chunk.file)) continue;
    const bytes = await files.read(chunk.file);
    if (bytes !== undefined && !entryText.includes(sriOf(bytes))) unchecked.push(chunk);
  }
  return unchecked;
}
