import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteMeta } from './buildTargets';
import { writeFileAtomic } from './writeFileAtomic';

/** How a release became live: `seed` by `npm start` on an empty store, `deploy` by `npm run deploy`. */
export type ReleaseSource = 'seed' | 'deploy';

export interface RemoteReleases extends RemoteMeta {
  live: string;
  source: ReleaseSource;
  /** Versions that were live, oldest first, ending with `live`; rollback walks back through it. */
  history: string[];
  /** Input hash of each published version, to refuse republishing a version with other content. */
  hashes: Record<string, string>;
}

export interface ReleasesFile {
  remotes: Record<string, RemoteReleases>;
}

export const releasesPath = (storeDir: string) => path.join(storeDir, 'releases.json');

export function readReleases(storeDir: string): ReleasesFile {
  const file = releasesPath(storeDir);
  if (!existsSync(file)) return { remotes: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as ReleasesFile;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.remotes !== 'object')
      throw new Error('no "remotes" object');
    return parsed;
  } catch (error) {
    throw new Error(
      `${file} is corrupt (${(error as Error).message}). Fix it by hand or delete the store folder to start afresh.`,
      {
        cause: error,
      },
    );
  }
}

export function writeReleases(storeDir: string, releases: ReleasesFile): void {
  writeFileAtomic(releasesPath(storeDir), `${JSON.stringify(releases, null, 2)}\n`);
}
