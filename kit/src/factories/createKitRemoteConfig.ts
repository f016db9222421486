import { createRemoteConfig, type RemoteConfigOptions } from '@mfp/webpack-config';
import type { Configuration } from 'webpack';
import { hostSharedDependencies } from './hostSharedDependencies';

/**
 * `createRemoteConfig` as the kit gives it to another repository: the platform's remote build, with the shared
 * dependencies requiring the host's ranges (`hostSharedDependencies`). Overrides a caller passes still win.
 */
export function createKitRemoteConfig(options: RemoteConfigOptions): Configuration {
  return createRemoteConfig({
    ...options,
    sharedOverrides: { ...hostSharedDependencies(options.packageDir), ...options.sharedOverrides },
  });
}
