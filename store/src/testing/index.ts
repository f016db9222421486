/**
 * `@mfp/store/testing`: for tests only, never for code that runs in production. The contract suites every
 * implementation of a store half must pass, and the helpers tests outside the package use to set a store up by hand.
 */
export { describeVersionFilesContract } from './contract/describeVersionFilesContract';
export { describeReleaseRecordsContract } from './contract/describeReleaseRecordsContract';
export { writeFileAtomic } from '../folder/writeFileAtomic';
export { secretFile } from '../secrets/secretFile';
export { MIN_PRECOMPRESS_BYTES, PRECOMPRESSED_EXTENSIONS, SIBLING_SUFFIX } from '../files/precompress';
