/** `@mfp/settings`: environment settings defined once, as a schema the commands read from. Node only. */
export {
  defineSettings,
  readSettings,
  type Env,
  type Setting,
  type SettingContext,
  type SettingsSchema,
  type SettingValue,
  type SettingValues,
} from './defineSettings';
export { SettingsError } from './SettingsError';
export { optionalPathSetting, pathSetting, portSetting, positiveCountSetting, textSetting } from './readers';
export { originListSetting } from './originReaders';
export { publicUrlSetting } from './publicUrlReaders';
export { renamedSetting, replacing } from './renamedSetting';
export { settingsRows, settingsTable, type SettingsRow } from './settingsTable';
