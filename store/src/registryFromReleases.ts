import type { RegistryDocument } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { REMOTES_FOLDER } from './folderLayout';
import type { ReleasesFile } from './releasesFile';

/** Public URL of a published version's manifest: the store serves `remotes/` at the same path below its origin. */
export function manifestUrl(storeOrigin: string, remote: string, version: string): string {
  return `${storeOrigin}/${REMOTES_FOLDER}/${remote}/${encodeURIComponent(version)}/${REMOTE_MANIFEST_FILE}`;
}

/**
 * The registry the host serves, derived from the live releases and the store's public origin (no trailing slash).
 * Remotes are sorted by name, so the document does not change when only the order of the releases does.
 */
export function registryFromReleases(releases: ReleasesFile, storeOrigin: string): RegistryDocument {
  return {
    remotes: Object.entries(releases.remotes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, release]) => ({
        name,
        title: release.title,
        route: release.route,
        entry: manifestUrl(storeOrigin, name, release.live),
        module: release.module,
        version: release.live,
      })),
  };
}

export const formatRegistry = (document: RegistryDocument) => `${JSON.stringify(document, null, 2)}\n`;
