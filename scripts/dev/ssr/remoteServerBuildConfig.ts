import type { Configuration } from 'webpack';
import { UserFacingError } from '@mfp/settings/command';
import { serverBuildConfigOf } from '@mfp/webpack-config';

/**
 * The configuration of the remote's server build, which `--ssr` watches: the one its production config builds into
 * `dist/server/` (decision 0063). A remote that builds none is refused, saying why and what to do.
 */
export function remoteServerBuildConfig(name: string, production: Configuration): object {
  const config = serverBuildConfigOf(production);
  if (config !== undefined) return config;
  throw new UserFacingError(
    `--ssr renders ${name}'s server build, and ${name} builds none: its webpack.config.ts passes serverBuild: false ` +
      "to createRemoteConfig, exposes no './App', or is not made with createRemoteConfig. Hosts render such a remote " +
      'in the browser only. Build one (createRemoteConfig with its default serverBuild, decision 0063), or run ' +
      `npm run dev:remote -- ${name} without --ssr.`,
  );
}
