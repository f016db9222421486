/**
 * `@mfp/store`: the one module that knows where deployed remotes, releases and the registry live, and how they are
 * written. Node only; never imports React. Exactly what code outside the package uses, and the two halves'
 * interfaces; test helpers are in `@mfp/store/testing`, the contract suites in `@mfp/store/contract` (decision 0025).
 */
export type { Store } from './Store';
export { StoreError, type StoreErrorKind } from './StoreError';
export { createFolderStore, type FolderStore } from './createFolderStore';
export { openStore, type OpenedStore, type OpenStoreOptions } from './openStore';
export { createS3VersionFiles, type S3VersionFilesOptions } from './s3/createS3VersionFiles';
export { createPostgresRecords, type PostgresRecords } from './postgres/createPostgresRecords';
export type { VersionFiles } from './files/VersionFiles';
export type { RegistryRead, RegistryWatch, ReleaseRecords } from './records/ReleaseRecords';
export { REMOTES_FOLDER } from './folder/folderLayout';
export type { RecordedRelease, RemoteReleases } from './records/releasesFile';
export { abandonedReleases, lastKnownGood, liveAction, rollbackTarget } from './records/releaseHistory';
export { releaseAuthor, type ReleaseAuthor } from './records/releaseAuthor';
export { manifestUrl, registryFromReleases } from './records/registryFromReleases';
export { versionFileAt, versionFileUrl, type VersionFileLocation } from './files/versionFileUrl';
export { contentHash, shortHash } from './files/contentHash';
export { CACHE_CONTROL, storeCacheControl } from './files/cacheClass';
export { precompress } from './files/precompress';
export { makeOwnedTempDir, removeAbandonedTempDirs } from './files/ownedTempDir';
export { sriOf } from './files/releaseIntegrity';
export { readOrCreateSecret, readOrCreateStoreSecret } from './secrets/secretFile';
export { refreshRegistry } from './releases/updateReleases';
export { releaseVersion } from './releases/releaseVersion';
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
export type { ControlRecords } from './control/ControlRecords';
export {
  AUDIT_ACTIONS,
  auditEntrySchema,
  deployTokenRecordSchema,
  remoteRegistrationSchema,
  tokenScopeSchema,
  type AuditAction,
  type AuditEntry,
  type DeployTokenRecord,
  type RemoteRegistration,
  type TokenScope,
} from './control/controlRecordSchemas';
export { issueToken, type IssueTokenOptions } from './control/tokens/issueToken';
export { createFolderControlRecords } from './control/folder/createFolderControlRecords';
export {
  DEFAULT_MODULE,
  registerRemote,
  type RegisterRemoteContext,
  type RegistrationStore,
  type RemoteToRegister,
} from './control/registerRemote';
export { remoteDescription } from './control/remoteDescription';
export type { RemoteDescription } from './records/releaseHistory';
export { verifyToken, type TokenCheck } from './control/tokens/verifyToken';
export type { AggregateBatch, AggregateRecords, FailureCount, TimingCount } from './aggregates/AggregateRecords';
export {
  AGGREGATE_RETENTION_MS,
  bucketStart,
  FAILURE_BUCKET_MS,
  HOST_FAILURES,
  TIMING_BOUNDS_MS,
  TIMING_BUCKET_MS,
  TIMING_SLOTS,
  UNKNOWN_REMOTE,
} from './aggregates/aggregateLimits';
export { createFolderAggregateRecords } from './aggregates/folder/createFolderAggregateRecords';
