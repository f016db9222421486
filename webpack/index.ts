export { createHostConfig, type HostConfigOptions } from './createHostConfig';
export {
  createRemoteConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  type RemoteConfigOptions,
} from './createRemoteConfig';
export type { BuildMode } from './createBaseConfig';
