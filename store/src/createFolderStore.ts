import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from './contentHash';
import { folderLayout, type FolderLayout } from './folderLayout';
import { exists, publishVersion } from './publishVersion';
import { formatRegistry } from './registryFromReleases';
import { formatReleases, NO_RELEASES, parseReleases } from './releasesFile';
import type { Store } from './Store';
import { StoreError } from './StoreError';
import { withRemoteLock, withStoreLock } from './withStoreLock';
import { assertRegistryTarget, assertStoreFolder } from './writeGuards';
import { writeFileAtomic } from './writeFileAtomic';

export interface FolderStoreOptions {
  /** The store's root folder (STORE_DIR). Created on the first write. */
  dir: string;
  /**
   * Where the registry is read and written (REGISTRY_FILE); `<dir>/registry.json` by default. Outside the store, it
   * is written only over a file that already holds a registry document.
   */
  registryFile?: string;
}

/** A store whose layout is `FolderLayout`, for the store server to serve and for tests to look into. */
export interface FolderStore extends Store {
  readonly layout: FolderLayout;
}

/** The store in a local folder. Creating it touches nothing on disk; writes check their target first. */
export function createFolderStore({ dir, registryFile }: FolderStoreOptions): FolderStore {
  const layout = folderLayout(dir, registryFile);
  return {
    layout,
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
    async readReleases() {
      let text: string;
      try {
        text = await readFile(layout.releasesFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(NO_RELEASES);
        throw error;
      }
      return parseReleases(text, layout.releasesFile);
    },
    async writeReleases(releases) {
      await assertStoreFolder(layout);
      await mkdir(layout.dir, { recursive: true });
      writeFileAtomic(layout.releasesFile, formatReleases(releases));
    },
    async readRegistry() {
      try {
        return { kind: 'found', bytes: await readFile(layout.registryFile) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return { kind: 'missing', location: layout.registryFile };
      }
    },
    async writeRegistry(document) {
      await assertRegistryTarget(layout);
      await mkdir(path.dirname(layout.registryFile), { recursive: true });
      writeFileAtomic(layout.registryFile, formatRegistry(document));
    },
    async checkWritable() {
      await assertStoreFolder(layout);
      await assertRegistryTarget(layout);
    },
    withLock: (work, options) => withStoreLock(layout.dir, work, options),
    withRemoteLock: (remote, work, options) => {
      layout.remoteDir(remote); // refuses a name that could not be one
      return withRemoteLock(layout.dir, remote, work, options);
    },
  };
}
