/** `@mfp/remote-kit/rspack`: the platform's remote build for Rspack 1.x. */
export { createRspackRemoteConfig, type RspackRemoteConfigOptions } from './rspack/createRspackRemoteConfig';
