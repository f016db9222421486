import { SettingsError, type Env } from '@mfp/settings';
import type { AggregateRecords } from './aggregates/AggregateRecords';
import { createFolderAggregateRecords } from './aggregates/folder/createFolderAggregateRecords';
import type { ControlRecords } from './control/ControlRecords';
import { createFolderControlRecords } from './control/folder/createFolderControlRecords';
import { createFolderStore } from './createFolderStore';
import type { FilesUrl } from './files/filesUrl';
import { createFolderVersionFiles } from './files/createFolderVersionFiles';
import { folderLayout, type FolderLayout } from './folder/folderLayout';
import { createPostgresRecords } from './postgres/createPostgresRecords';
import { createFolderReleaseRecords } from './records/createFolderReleaseRecords';
import type { RecordsUrl } from './records/recordsUrl';
import type { ReleaseRecords } from './records/ReleaseRecords';
import { createS3VersionFiles } from './s3/createS3VersionFiles';
import { s3ClientFromEnv } from './s3/s3ClientFromEnv';
import { composeStore, type Store } from './Store';

export interface OpenStoreOptions {
  /** STORE_DIR: the secrets, and the records and the version files unless `recordsUrl` and `filesUrl` say otherwise. */
  dir: string;
  /** REGISTRY_FILE, for records in a folder. */
  registryFile?: string;
  /** STORE_FILES_URL; the folder `dir` by default. */
  filesUrl?: FilesUrl;
  /** STORE_RECORDS_URL; the folder `dir` by default. */
  recordsUrl?: RecordsUrl;
}

/**
 * A store opened from its settings. `layout` is the folder STORE_DIR (its secrets); it holds the version files too
 * only when `filesUrl` is that folder, which is what the built-in store server can serve.
 */
export interface OpenedStore extends Store {
  readonly layout: FolderLayout;
  readonly filesUrl: FilesUrl;
  readonly recordsUrl: RecordsUrl;
  /** The deploy API's tokens, registrations and audit trail, where the records are (`recordsUrl`). */
  readonly control: ControlRecords;
  /** The failure and load-time counts of the host servers, where the records are: shared by all that use them. */
  readonly aggregates: AggregateRecords;
  /** Ends what the store holds open (a database's pool); a folder or a bucket holds nothing. */
  close(): Promise<void>;
}

const nothingToClose = () => Promise.resolve();

function openRecords(layout: FolderLayout, recordsUrl: RecordsUrl, registryFile: string | undefined) {
  if (recordsUrl.kind === 'postgres') return createPostgresRecords(recordsUrl.url);
  const recordsLayout = recordsUrl.dir === layout.dir ? layout : folderLayout(recordsUrl.dir, registryFile);
  const records: ReleaseRecords = createFolderReleaseRecords(recordsLayout);
  return {
    ...records,
    control: createFolderControlRecords(recordsLayout),
    aggregates: createFolderAggregateRecords(recordsLayout),
    close: nothingToClose,
  };
}

/**
 * The store the settings name: everything in the folder STORE_DIR (the default, as `createFolderStore`), or each half
 * elsewhere: the version files in another folder or a bucket (`s3://`, with the S3 client configured from `env` as
 * the AWS CLI would be), the records in another folder or a PostgreSQL database. Any combination works. Creating it
 * touches nothing and sends no request.
 */
export function openStore(
  { dir, registryFile, filesUrl, recordsUrl }: OpenStoreOptions,
  env: Env = process.env,
): OpenedStore {
  const layout = folderLayout(dir, registryFile);
  const files: FilesUrl = filesUrl ?? { kind: 'folder', dir: layout.dir };
  const records: RecordsUrl =
    recordsUrl?.kind === 'folder'
      ? { kind: 'folder', dir: folderLayout(recordsUrl.dir).dir }
      : (recordsUrl ?? { kind: 'folder', dir: layout.dir });
  // The database holds the registry every host serves: a file named beside it would be written by nobody and read by
  // nobody, and a team that set it expects otherwise.
  if (records.kind === 'postgres' && registryFile !== undefined)
    throw new SettingsError(
      `REGISTRY_FILE=${registryFile} has no effect when STORE_RECORDS_URL names a database (${records.location}): ` +
        'the registry lives in the database, and host servers serve it from there. Unset REGISTRY_FILE.',
    );
  const bothHere = records.kind === 'folder' && records.dir === layout.dir;
  if (bothHere && files.kind === 'folder' && folderLayout(files.dir).dir === layout.dir)
    return { ...createFolderStore({ dir, registryFile }), filesUrl: files, recordsUrl: records, close: nothingToClose };
  const versionFiles =
    files.kind === 'folder'
      ? createFolderVersionFiles(folderLayout(files.dir))
      : createS3VersionFiles({ bucket: files.bucket, prefix: files.prefix, ...s3ClientFromEnv(env) });
  const opened = openRecords(layout, records, registryFile);
  return {
    ...composeStore(versionFiles, opened),
    layout,
    control: opened.control,
    aggregates: opened.aggregates,
    filesUrl: files,
    recordsUrl: records,
    close: () => opened.close(),
  };
}
