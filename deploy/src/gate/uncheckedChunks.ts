import { sriOf } from '@mfp/store/files';
import type { ReleaseFiles } from './releaseFiles';

/** The name of a chunk and what names it in the manifest (`expose ./App`, `shared react`). */
export interface NamedChunk {
  file: string;
  namedBy: string;
}

/**
 * The scripts the manifest names whose SHA-384 the entry does not hold: a chunk the remote's runtime would load
 * without `integrity`, so a copy changed after the deploy would run (decision 0031). Webpack with
 * webpack-subresource-integrity and Rspack with its SubresourceIntegrityPlugin write each chunk's `sha384-…` into the
 * runtime in `remoteEntry.js`, whose own integrity the deploy records: a hash there is what the browser will check.
 *
 * Toolchain-neutral by design: it reads bytes, not a bundler's runtime. Not covered: that the runtime really sets the
 * hash it holds on the script (the browser tests prove that per toolchain), and scripts the manifest does not name
 * (a standalone `main.js`, which the host never loads). Stylesheets are left out: they run no code.
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
    if (chunk.file === entryFile || !/\.m?js$/.test(chunk.file)) continue;
    const bytes = await files.read(chunk.file);
    if (bytes !== undefined && !entryText.includes(sriOf(bytes))) unchecked.push(chunk);
  }
  return unchecked;
}
