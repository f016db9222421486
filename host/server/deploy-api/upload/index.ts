export { unpackUpload, type UnpackedUpload } from './unpackUpload';
export { UploadError, isUploadError } from './UploadError';
export { DEFAULT_UPLOAD_LIMITS, type UnpackOptions, type UploadLimits } from './uploadLimits';
