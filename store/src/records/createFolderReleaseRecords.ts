import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FolderLayout } from '../folder/folderLayout';
import { writeFileAtomic } from '../folder/writeFileAtomic';
import { assertRegistryTarget, assertStoreFolder } from '../folder/writeGuards';
import { formatRegistry } from './registryFromReleases';
import type { ReleaseRecords } from './ReleaseRecords';
import { formatReleases, NO_RELEASES, parseReleases } from './releasesFile';
import { withRemoteLock, withStoreLock } from './withStoreLock';

/**
 * The records of a folder store: `releases.json`, the registry file and the `.locks/` folder. Creating them touches
 * nothing on disk; writes check their target first.
 */
export function createFolderReleaseRecords(layout: FolderLayout): ReleaseRecords {
  return {
    location: layout.dir,
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
    async withRemoteLock(remote, work, options) {
      layout.remoteDir(remote); // refuses a name that could not be one
      return withRemoteLock(layout.dir, remote, work, options);
    },
  };
}
