/** `@mfp/remote-kit/webpack`: the platform's remote build for webpack, and its dev-server build. */
export {
  kitStamp,
  KitStampPlugin,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  sharedDependencies,
  StylesheetIntegrityPlugin,
  type RemoteConfigOptions,
} from '@mfp/webpack-config';
export { createRemoteDevConfig } from '@mfp/webpack-config/dev';
export { createKitRemoteConfig as createRemoteConfig } from './factories/createKitRemoteConfig';
export { hostSharedDependencies } from './factories/hostSharedDependencies';
