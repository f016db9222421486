/**
 * `@mfp/store/testing`: for tests only, never for code that runs in production: the helpers tests outside the package
 * use to set a store up by hand. The contract suites are in `@mfp/store/contract` (jest only).
 */
export { writeFileAtomic } from '../folder/writeFileAtomic';
export { secretFile } from '../secrets/secretFile';
export { PRECOMPRESSED_EXTENSIONS } from '../files/precompress';
export { MIN_PRECOMPRESS_BYTES } from '../files/precompressedSibling';
export { startS3Server, S3RVER_CREDENTIALS, type S3TestServer } from './s3/startS3Server';
export { startFaultProxy, type FaultFilter, type FaultMode, type FaultProxy } from './s3/startFaultProxy';
export { startPostgres, type PostgresTestServer } from './postgres/startPostgres';
export { startOutageProxy, type OutageProxy } from './postgres/startOutageProxy';
