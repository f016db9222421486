import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeVersionFilesContract } from '../testing/contract/describeVersionFilesContract';
import { folderLayout } from '../folder/folderLayout';
import { createFolderVersionFiles } from './createFolderVersionFiles';

describeVersionFilesContract('folder', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-files-'));
  return {
    files: createFolderVersionFiles(folderLayout(path.join(dir, 'store'))),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});
