/**
 * `@mfp/store`: the one module that knows where deployed remotes, releases and the registry live, and how they are
 * written. Node only; never imports React.
 */
export type { PublishOptions, RegistryRead, Store } from './Store';
export { StoreError, STORE_ERROR_KINDS, type StoreErrorKind } from './StoreError';
export { createFolderStore, type FolderStore, type FolderStoreOptions } from './createFolderStore';
export { REMOTES_FOLDER, type FolderLayout } from './folderLayout';
export type { ReleasesFile, ReleaseSource, RemoteReleases } from './releasesFile';
export { manifestUrl, registryFromReleases } from './registryFromReleases';
export { CACHE_CONTROL, cacheClass, storeCacheControl, type CacheClass } from './cacheClass';
export { writeFileAtomic } from './writeFileAtomic';
export { readOrCreateSecret, secretFile } from './secretFile';
export { precompress } from './precompress';
export { StoreLockError, withRemoteLock, withStoreLock } from './withStoreLock';
