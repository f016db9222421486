import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readManifest, type RemoteManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

/**
 * The manifest of the build in `distDir`, for what a deploy records from it (preload hints, module hashes); undefined
 * when it has none or one that cannot be read as a manifest, which the gate reports on its own. Other read errors
 * (permissions, a folder where the file should be) are thrown: they say the build folder is not what it seems.
 */
export async function readBuildManifest(distDir: string): Promise<RemoteManifest | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, REMOTE_MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const read = readManifest(text);
  return read.kind === 'manifest' ? read.manifest : undefined;
}
