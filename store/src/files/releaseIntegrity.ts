import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

/** The Subresource Integrity value of some bytes, as the registry records it and browsers check it. */
export const sriOf = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * The integrity of the manifest and entry of a build (or of a published version's folder), or undefined when either
 * file is missing: such a release cannot load anyway (only `--force` deploys one). Not covered: chunks
 * (docs/decisions/0018).
 */
export async function releaseIntegrity(dir: string): Promise<ReleaseIntegrity | undefined> {
  try {
    const [manifest, entry] = await Promise.all(
      [REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE].map((file) => readFile(path.join(dir, file))),
    );
    return { manifest: sriOf(manifest!), entry: sriOf(entry!) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
