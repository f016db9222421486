import type { Configuration } from 'webpack';
import { ServerBuildPlugin } from './ServerBuildPlugin';

/**
 * The configuration of a remote's server build (decision 0063), as its production config builds it after the browser
 * build: undefined for a config that builds none (`serverBuild: false`, no `./App`, or not made with
 * `createRemoteConfig`).
 */
export function serverBuildConfigOf(config: Configuration): object | undefined {
  const plugin = config.plugins?.find((candidate) => candidate instanceof ServerBuildPlugin);
  return plugin instanceof ServerBuildPlugin ? plugin.serverConfig() : undefined;
}
