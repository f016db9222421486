import path from 'node:path';
import {
  defineSettings,
  optionalPathSetting,
  pathSetting,
  portSetting,
  publicUrlSetting,
  readSettings,
  renamedSetting,
  replacing,
  type Env,
  type Setting,
  type SettingValues,
} from '@mfp/settings';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { parseFilesUrl, type FilesUrl } from '../files/filesUrl';
import { FOLDER_STORE_NAMES } from '../folder/folderLayout';
import { parseRecordsUrl, type RecordsUrl } from '../records/recordsUrl';

export const DEFAULT_STORE_PORT = 3100;

/** STORE_FILES_URL: a folder, or a bucket on S3 (`parseFilesUrl`); unset, the files stay in STORE_DIR as they always did. */
const filesUrlSetting: Setting<FilesUrl> = {
  description: 'Where version files live: a folder, or `s3://<bucket>/<prefix>` (access from the AWS SDK settings)',
  default: '`<STORE_DIR>`',
  read: (raw, name, context) =>
    raw === undefined ? { kind: 'folder', dir: context.get('STORE_DIR') as string } : parseFilesUrl(raw, name),
};

/** STORE_RECORDS_URL: a folder, or a PostgreSQL database (`parseRecordsUrl`); unset, the records stay in STORE_DIR. */
const recordsUrlSetting: Setting<RecordsUrl> = {
  description:
    'Where releases and the registry live: a folder, or `postgres://user:pass@host/db` (TLS as libpq reads it)',
  default: '`<STORE_DIR>`',
  read: (raw, name, context) =>
    raw === undefined ? { kind: 'folder', dir: context.get('STORE_DIR') as string } : parseRecordsUrl(raw, name),
};

/**
 * Where the store is and where the registry sends browsers for it: what `npm run deploy` and `npm run releases` read,
 * and the host server with them (its own settings extend these). Nothing here needs the host server's settings.
 */
export const STORE_SETTINGS = defineSettings({
  STORE_DIR: pathSetting(
    'Root of the store: deployed versions, releases, the registry and the generated secrets. New, empty or a store',
    path.join(repoRoot, '.store'),
    '`.store` (repository root)',
  ),
  STORE_FILES_URL: filesUrlSetting,
  STORE_RECORDS_URL: recordsUrlSetting,
  REGISTRY_FILE: optionalPathSetting(
    'The registry served at `/registry.json`; outside the store it may only replace a file that already holds one',
    `\`<STORE_DIR>/${FOLDER_STORE_NAMES.registry}\``,
  ),
  STORE_PORT: portSetting(
    'Port of the store server, the CDN-like origin that serves deployed remotes',
    DEFAULT_STORE_PORT,
  ),
  STORE_ORIGIN: renamedSetting(
    'STORE_PUBLIC_URL',
    'the URL prefix browsers load version files from, which may have a path (e.g. https://cdn.example.com/mfp)',
  ),
  STORE_PUBLIC_URL: replacing(
    'STORE_ORIGIN',
    publicUrlSetting(
      'URL prefix browsers load version files from (a CDN, maybe with a path); registry entries derive from it',
      '`http://localhost:<STORE_PORT>`',
      (context) => `http://localhost:${String(context.get('STORE_PORT'))}`,
    ),
  ),
});

export type StoreSettingName = keyof typeof STORE_SETTINGS;
export type StoreSettings<K extends StoreSettingName = StoreSettingName> = SettingValues<typeof STORE_SETTINGS, K>;

/** Reads only the store settings named; throws a `SettingsError` naming the variable and the fix. */
export function readStoreSettings<K extends StoreSettingName>(
  names: readonly K[],
  env: Env = process.env,
): StoreSettings<K> {
  return readSettings(STORE_SETTINGS, names, env);
}
