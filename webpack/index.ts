export { createHostConfig, type HostConfigOptions } from './createHostConfig';
export {
  createRemoteConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  type RemoteConfigOptions,
} from './createRemoteConfig';
export type { BuildMode } from './createBaseConfig';
export { createSingleBundleConfig, type SingleBundleConfigOptions } from './createSingleBundleConfig';
export { federationDefaults } from './federationDefaults';
export { hostSharedDependencies, sharedDependencies } from './sharedDependencies';
export { kitStamp, KitStampPlugin, type KitBundler } from './kitStampPlugin';
