export { createHostConfig, type HostConfigOptions } from './factories/createHostConfig';
export {
  createRemoteConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  type RemoteConfigOptions,
} from './factories/createRemoteConfig';
export type { BuildMode } from './factories/createBaseConfig';
export { remoteUniqueName } from './factories/remoteUniqueName';
export { createSingleBundleConfig, type SingleBundleConfigOptions } from './factories/createSingleBundleConfig';
export { federationDefaults } from './federation/federationDefaults';
export {
  hostSharedDependencies,
  sharedDependencies,
  type HostSharedDependencies,
  type SharedDependencies,
  type SharedSingleton,
} from './sharing/sharedDependencies';
export { kitStamp, KitStampPlugin, type KitBundler } from './output/kitStampPlugin';
export { STYLESHEET_FILENAME, stylesheetRule, type StylesheetRuleOptions } from './styles/stylesheetRule';
export { StylesheetIntegrityPlugin } from './output/stylesheetIntegrity';
export { serverBuildBase, type ServerBuildOptions } from './factories/serverBuildBase';
export { ServerBuildPlugin } from './server/ServerBuildPlugin';
export { createServerConfig } from './factories/createServerConfig';
export {
  createServerRendererConfig,
  SERVER_RENDERER_FILE,
  type ServerRendererConfigOptions,
} from './factories/createServerRendererConfig';
export { serverBuildConfigOf } from './server/serverBuildConfigOf';
