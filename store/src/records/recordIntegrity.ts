import type { ReleaseIntegrity, ServerEntry } from '@mfp/shared/registry';
import type { RecordedCriticalPath } from '../files/recordedCriticalPath';
import type { RecordedPreload } from '../files/recordedPreload';
import type { RemoteReleases } from './releasesFile';

/**
 * What a deploy records of one published version: its manifest's and entry's integrity, every file's, and what a host
 * page preloads of it (`releasePreload`), its server build's script with its integrity (`releaseServerEntry`), and
 * what its critical path weighs (`measureCriticalPath`).
 */
export interface RecordedIntegrity {
  release: ReleaseIntegrity | undefined;
  files: Record<string, string>;
  preload?: RecordedPreload | undefined;
  server?: ServerEntry | undefined;
  criticalPath?: RecordedCriticalPath | undefined;
}

/** Records the integrity of one published version of a remote, beside its input hash. */
export function recordIntegrity(
  remote: Pick<RemoteReleases, 'integrity' | 'files' | 'preload' | 'server' | 'criticalPath'>,
  version: string,
  { release, files, preload, server, criticalPath }: RecordedIntegrity,
) {
  if (release) remote.integrity = { ...remote.integrity, [version]: release };
  remote.files = { ...remote.files, [version]: files };
  if (preload) remote.preload = { ...remote.preload, [version]: preload };
  if (server) remote.server = { ...remote.server, [version]: server };
  if (criticalPath) remote.criticalPath = { ...remote.criticalPath, [version]: criticalPath };
}
