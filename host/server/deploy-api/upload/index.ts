export { unpackUpload } from './unpackUpload';
export { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './uploadLimits';
