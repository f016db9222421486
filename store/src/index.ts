/**
 * `@mfp/store`: the one module that knows where deployed remotes, releases and the registry live, and how they are
 * written. Node only; never imports React.
 */
export type { PublishOptions, RegistryRead, Store } from './Store';
export { StoreError, STORE_ERROR_KINDS, type StoreErrorKind } from './StoreError';
export { createFolderStore, type FolderStore, type FolderStoreOptions } from './createFolderStore';
export { REMOTES_FOLDER, type FolderLayout } from './folderLayout';
export {
  RELEASE_ACTIONS,
  type RecordedRelease,
  type ReleaseAction,
  type ReleaseEvent,
  type ReleasesFile,
  type RemoteReleases,
  type UnrecordedRelease,
} from './releasesFile';
export {
  abandonedReleases,
  deployedAt,
  lastKnownGood,
  liveAction,
  liveRelease,
  recordRelease,
  releaseStack,
  rollbackTarget,
  type IsPublished,
  type RemoteDescription,
} from './releaseHistory';
export { releaseAuthor, type ReleaseAuthor } from './releaseAuthor';
export { contentHash, shortHash, type ContentHashOptions } from './contentHash';
export { refreshRegistry, updateReleases, type ReleasesChange } from './updateReleases';
export type { PublishedVersions } from './registryFromReleases';
export type { LockOptions, StoreLockProblem } from './withStoreLock';
export { manifestUrl, registryFromReleases } from './registryFromReleases';
export { CACHE_CONTROL, cacheClass, storeCacheControl, type CacheClass } from './cacheClass';
export { writeFileAtomic } from './writeFileAtomic';
export { readOrCreateSecret, secretFile } from './secretFile';
export {
  MIN_PRECOMPRESS_BYTES,
  PRECOMPRESSED_EXTENSIONS,
  SIBLING_SUFFIX,
  precompress,
  type PrecompressOptions,
} from './precompress';
export { recordIntegrity, releaseIntegrity, sriOf } from './releaseIntegrity';
export { StoreLockError, withRemoteLock, withStoreLock } from './withStoreLock';
export {
  DEFAULT_STORE_PORT,
  readStoreSettings,
  STORE_SETTINGS,
  type StoreSettingName,
  type StoreSettings,
} from './settings';
