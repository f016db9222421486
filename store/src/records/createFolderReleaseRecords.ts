import type { BigIntStats } from 'node:fs';
import { mkdir, open, readFile, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { FolderLayout } from '../folder/folderLayout';
import { writeFileAtomic } from '../folder/writeFileAtomic';
import { assertRegistryTarget, assertStoreFolder } from '../folder/writeGuards';
import { formatRegistry } from './registryFromReleases';
import type { ReleaseRecords } from './ReleaseRecords';
import { formatReleases, NO_RELEASES, parseReleases } from './releasesFile';
import { tryFolderLease } from './tryFolderLease';
import { withRemoteLock, withStoreLock } from './withStoreLock';

/**
 * The revision of a registry file: every switch writes a new file and renames it into place, so its inode, change time
 * and size name the document. A stat, cheap to poll.
 */
const fileRevision = (stats: BigIntStats) => `${stats.ino}-${stats.mtimeNs}-${stats.size}`;

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
      // One open file for both: an atomic rename between a stat and a read would pair one document with another's name.
      let file: FileHandle | undefined;
      try {
        file = await open(layout.registryFile, 'r');
        const [bytes, stats] = await Promise.all([file.readFile(), file.stat({ bigint: true })]);
        return { kind: 'found', bytes, revision: fileRevision(stats) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return { kind: 'missing', location: layout.registryFile };
      } finally {
        await file?.close();
      }
    },
    async registryRevision() {
      try {
        return fileRevision(await stat(layout.registryFile, { bigint: true }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return undefined;
      }
    },
    // A folder has no notifications that work across machines and network file systems: readers poll the revision.
    watchRegistry: () => Promise.resolve({ close: () => Promise.resolve() }),
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
    tryLease: (name, options) => tryFolderLease(layout.dir, name, options),
  };
}
