export {
  DEFAULT_STORE_PORT,
  readStoreSettings,
  STORE_SETTINGS,
  type StoreSettingName,
  type StoreSettings,
} from './storeSettings';
export { describeFilesUrl, parseFilesUrl, type FilesUrl } from '../files/filesUrl';
export { describeRecordsUrl, parseRecordsUrl, type RecordsUrl } from '../records/recordsUrl';
