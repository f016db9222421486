/**
 * `@mfp/deploy/testing`: release folders as a build leaves them, and excerpts of real built entries, for tests of the
 * deploy and its callers.
 */
export { namedFiles, realManifest, writeReleaseFolder } from './releaseFolder';
export { BUILT_ENTRIES } from './builtEntries';
