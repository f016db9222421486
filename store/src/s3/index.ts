/** `@mfp/store/s3`: the version files in an S3 bucket, for code that opens them without a whole store. */
export { createS3VersionFiles, type S3VersionFilesOptions } from './createS3VersionFiles';
