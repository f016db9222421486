/**
 * `@mfp/store/folder`: for code that works with the folder STORE_DIR itself: the names of its parts, as the store
 * server serves them, and the secrets the platform keeps in it.
 */
export { FOLDER_STORE_NAMES, REMOTES_FOLDER } from './folderLayout';
export { readOrCreateStoreSecret } from '../secrets/secretFile';
