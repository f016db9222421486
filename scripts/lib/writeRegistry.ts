import type { RegistryDocument } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import path from 'node:path';
import type { ReleasesFile } from './releases';
import { writeFileAtomic } from './writeFileAtomic';

export const registryPath = (storeDir: string) => path.join(storeDir, 'registry.json');

/** The registry the host serves, derived from the live releases and the store's public origin. */
export function registryFromReleases(releases: ReleasesFile, storeOrigin: string): RegistryDocument {
  return {
    remotes: Object.entries(releases.remotes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, release]) => ({
        name,
        title: release.title,
        route: release.route,
        entry: `${storeOrigin}/remotes/${name}/${encodeURIComponent(release.live)}/${REMOTE_MANIFEST_FILE}`,
        module: release.module,
        version: release.live,
      })),
  };
}

/** Switches the registry atomically: the host sees either the previous document or this one. */
export function writeRegistry(
  storeDir: string,
  releases: ReleasesFile,
  storeOrigin: string,
  file = registryPath(storeDir),
): void {
  writeFileAtomic(file, `${JSON.stringify(registryFromReleases(releases, storeOrigin), null, 2)}\n`);
}
