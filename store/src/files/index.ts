/**
 * `@mfp/store/files`: for code that handles a version's files without publishing them: their content hash and
 * integrity, their URLs, their cache class, their precompressed siblings, and a temporary folder that a killed
 * process does not leave behind.
 */
export { contentHash, shortHash } from './contentHash';
export { sriOf } from './releaseIntegrity';
export { versionFileAt, versionFileUrl, type VersionFileLocation } from './versionFileUrl';
export { CACHE_CONTROL, storeCacheControl } from './cacheClass';
export { precompress } from './precompress';
export { measureCriticalPath } from './measureCriticalPath';
export type { RecordedCriticalPath } from './recordedCriticalPath';
export { SIBLING_SUFFIX, withoutSiblingSuffix } from './precompressedSiblings';
export { makeOwnedTempDir } from './ownedTempDir';
