import type { Env } from '@mfp/settings';
import { createFolderStore } from './createFolderStore';
import type { FilesUrl } from './files/filesUrl';
import { createFolderVersionFiles } from './files/createFolderVersionFiles';
import { folderLayout, type FolderLayout } from './folder/folderLayout';
import { createFolderReleaseRecords } from './records/createFolderReleaseRecords';
import { createS3VersionFiles } from './s3/createS3VersionFiles';
import { s3ClientFromEnv } from './s3/s3ClientFromEnv';
import { composeStore, type Store } from './Store';

export interface OpenStoreOptions {
  /** STORE_DIR: the records, the registry and the secrets, and the version files unless `filesUrl` says otherwise. */
  dir: string;
  /** REGISTRY_FILE. */
  registryFile?: string;
  /** STORE_FILES_URL; the folder `dir` by default. */
  filesUrl?: FilesUrl;
}

/**
 * A store opened from its settings. `layout` is the folder of its records and secrets (STORE_DIR); it holds the
 * version files too only when `filesUrl` is that folder, which is what the built-in store server can serve.
 */
export interface OpenedStore extends Store {
  readonly layout: FolderLayout;
  readonly filesUrl: FilesUrl;
}

/**
 * The store the settings name: everything in the folder STORE_DIR (the default, as `createFolderStore`), or the
 * version files elsewhere, in another folder or in a bucket (`s3://`, with the S3 client configured from `env` as the
 * AWS CLI would be), and the records in STORE_DIR. Creating it touches nothing and sends no request.
 */
export function openStore({ dir, registryFile, filesUrl }: OpenStoreOptions, env: Env = process.env): OpenedStore {
  const records = folderLayout(dir, registryFile);
  const files: FilesUrl = filesUrl ?? { kind: 'folder', dir: records.dir };
  if (files.kind === 'folder' && folderLayout(files.dir).dir === records.dir)
    return { ...createFolderStore({ dir, registryFile }), filesUrl: files };
  const versionFiles =
    files.kind === 'folder'
      ? createFolderVersionFiles(folderLayout(files.dir))
      : createS3VersionFiles({ bucket: files.bucket, prefix: files.prefix, ...s3ClientFromEnv(env) });
  return { ...composeStore(versionFiles, createFolderReleaseRecords(records)), layout: records, filesUrl: files };
}
