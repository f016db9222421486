import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeReleaseRecordsContract } from '../testing/contract/describeReleaseRecordsContract';
import { folderLayout, locksDir } from '../folder/folderLayout';
import { createFolderReleaseRecords } from './createFolderReleaseRecords';

describeReleaseRecordsContract('folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-records-'));
  const layout = folderLayout(path.join(dir, 'store'));
  return {
    records: createFolderReleaseRecords(layout),
    corruptReleases: () => writeFile(layout.releasesFile, '{"remotes": {"catalog": '),
    async abandonLeases() {
      // A lock a killed process held: nobody refreshed it for a minute.
      const past = new Date(Date.now() - 60_000);
      const locks = await readdir(locksDir(layout.dir));
      for (const lock of locks.filter((name) => name.startsWith('lease-')))
        await utimes(path.join(locksDir(layout.dir), lock), past, past);
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});
