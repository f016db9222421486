import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openStore, parseFilesUrl, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import { FOLDER_STORE_NAMES } from '@mfp/store/folder';
import { startPostgres } from '@mfp/store/testing';
import { migrateRecords } from '../../../scripts/store/migrateRecords';
import { BENCH_PATHS } from '../../benchPaths';

/** Where a run keeps its records: a folder, as `npm start` does, or PostgreSQL, as many host servers need. */
export type RecordsKind = 'folder' | 'postgres';

export interface SwitchRecords {
  /** STORE_RECORDS_URL of every machine of the run. */
  recordsUrl: string;
  /** The bench's side of the store: the version files of the bench store, the records of the run. */
  store: OpenedStore;
  close(): Promise<void>;
}

/** The bench store's releases and registry, copied into `dir`: the run switches its own records, never the bench's. */
async function copyRecords(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of [FOLDER_STORE_NAMES.releases, FOLDER_STORE_NAMES.registry]) {
    const from = path.join(BENCH_PATHS.storeDir, file);
    if (existsSync(from)) await copyFile(from, path.join(dir, file));
  }
}

const storeOn = (secretsDir: string, recordsUrl: string) =>
  openStore({
    dir: secretsDir,
    filesUrl: parseFilesUrl(BENCH_PATHS.storeDir),
    recordsUrl: parseRecordsUrl(recordsUrl),
  });

/**
 * The records of one run, holding the bench store's releases: a copy in `workDir/records`, used as it is for a folder
 * run, or moved by `npm run store -- migrate`'s code into a new database of a PostgreSQL started for the run.
 */
export async function openSwitchRecords(
  kind: RecordsKind,
  workDir: string,
  secretsDir: string,
): Promise<SwitchRecords> {
  const folder = path.join(workDir, 'records');
  await copyRecords(folder);
  if (kind === 'folder') {
    const store = storeOn(secretsDir, folder);
    return { recordsUrl: folder, store, close: () => store.close() };
  }
  const postgres = await startPostgres();
  const opened: OpenedStore[] = [];
  const close = async () => {
    await Promise.all(opened.map((store) => store.close()));
    await postgres.close();
  };
  try {
    const recordsUrl = await postgres.createDatabase();
    const from = storeOn(secretsDir, folder);
    const store = storeOn(secretsDir, recordsUrl);
    opened.push(from, store);
    await migrateRecords(from, store, () => {});
    return { recordsUrl, store, close };
  } catch (error) {
    await close();
    throw error;
  }
}
