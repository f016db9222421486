import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseIntegrity } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import type { RemoteReleases } from '../records/releasesFile';
import type { RecordedPreload } from './recordedPreload';

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

/**
 * What a deploy records of one published version: its manifest's and entry's integrity, every file's, and what a host
 * page preloads of it (`releasePreload`).
 */
export interface RecordedIntegrity {
  release: ReleaseIntegrity | undefined;
  files: Record<string, string>;
  preload?: RecordedPreload | undefined;
}

/** Records the integrity of one published version of a remote, beside its input hash. */
export function recordIntegrity(
  remote: Pick<RemoteReleases, 'integrity' | 'files' | 'preload'>,
  version: string,
  { release, files, preload }: RecordedIntegrity,
) {
  if (release) remote.integrity = { ...remote.integrity, [version]: release };
  remote.files = { ...remote.files, [version]: files };
  if (preload) remote.preload = { ...remote.preload, [version]: preload };
}
