/**
 * `@mfp/store`: the one module that knows where deployed remotes, releases and the registry live, and how they are
 * written. Node only; never imports React. This entry is what a user of the store needs: opening one (from the
 * settings, or a folder), its interfaces, its errors and its settings. The rest is grouped by what a caller does with
 * it (docs/decisions/0049): `/files` (a version's files: hashes, integrity, cache classes, compressed siblings),
 * `/releases` (release history, the release sequence, the registry document), `/control` (tokens, registrations,
 * audit), `/aggregates` (failure and load-time counts), `/folder` (the names of the folder STORE_DIR's parts),
 * `/secrets` (the secrets kept in it), `/postgres` and `/s3` (one half in a chosen place); test helpers in `/testing`,
 * contract suites in `/contract`.
 */
export type { Store } from './Store';
export { StoreError, type StoreErrorKind } from './StoreError';
export { openStore, type OpenedStore, type OpenStoreOptions } from './openStore';
export { createFolderStore, type FolderStore } from './createFolderStore';
export type { VersionFiles } from './files/VersionFiles';
export type { RegistryRead, RegistryWatch, ReleaseRecords } from './records/ReleaseRecords';
export type { Lease, LeaseOptions } from './records/Lease';
export type { ControlRecords } from './control/ControlRecords';
export type { AggregateRecords } from './aggregates/AggregateRecords';
export {
  DEFAULT_STORE_PORT,
  describeFilesUrl,
  describeRecordsUrl,
  type FilesUrl,
  parseFilesUrl,
  parseRecordsUrl,
  type RecordsUrl,
  readStoreSettings,
  STORE_SETTINGS,
  type StoreSettingName,
  type StoreSettings,
} from './settings';
