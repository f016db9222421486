/** `@mfp/deploy/testing`: release folders as a build leaves them, for tests of the deploy and its callers. */
export { namedFiles, realManifest, writeReleaseFolder } from './releaseFolder';
