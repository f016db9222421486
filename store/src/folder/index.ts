/**
 * `@mfp/store/folder`: for code that works with the folder STORE_DIR itself: the names of its parts, so that only the
 * store spells them.
 */
export { FOLDER_STORE_NAMES, REMOTES_FOLDER } from './folderLayout';
