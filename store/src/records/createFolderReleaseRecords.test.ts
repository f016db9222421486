import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeReleaseRecordsContract } from '../testing/contract/describeReleaseRecordsContract';
import { folderLayout } from '../folder/folderLayout';
import { createFolderReleaseRecords } from './createFolderReleaseRecords';

describeReleaseRecordsContract('folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-records-'));
  const layout = folderLayout(path.join(dir, 'store'));
  return {
    records: createFolderReleaseRecords(layout),
    corruptReleases: () => writeFile(layout.releasesFile, '{"remotes": {"catalog": '),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});
