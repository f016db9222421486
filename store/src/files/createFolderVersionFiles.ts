import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FolderLayout } from '../folder/folderLayout';
import { assertStoreFolder } from '../folder/writeGuards';
import { StoreError } from '../StoreError';
import { contentHash } from './contentHash';
import { exists, publishVersion } from './publishVersion';
import type { VersionFiles } from './VersionFiles';

/** The version files in the `remotes/` folder of a folder store. Creating them touches nothing on disk. */
export function createFolderVersionFiles(layout: FolderLayout): VersionFiles {
  return {
    location: layout.dir,
    versionLocation: (remote, version) => layout.versionDir(remote, version),
    versionExists: (remote, version) => exists(layout.versionDir(remote, version)),
    async listVersions(remote) {
      const remoteDir = layout.remoteDir(remote);
      try {
        const entries = await readdir(remoteDir, { withFileTypes: true });
        return entries
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async readVersionFile(remote, version, file) {
      const versionDir = layout.versionDir(remote, version);
      const full = path.resolve(versionDir, file);
      if (!full.startsWith(versionDir + path.sep))
        throw new StoreError('invalid-location', `"${file}" is not a file inside ${remote}@${version}.`);
      try {
        return await readFile(full);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    versionContentHash: (remote, version) => contentHash(layout.versionDir(remote, version)),
    async publish(remote, version, distDir, options) {
      await assertStoreFolder(layout);
      return publishVersion(layout, remote, version, distDir, options);
    },
    checkWritable: () => assertStoreFolder(layout),
  };
}
