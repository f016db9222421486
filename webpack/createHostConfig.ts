import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { federationDefaults } from './federationDefaults';
import { PreloadBootChunksPlugin } from './preloadBootChunksPlugin';
import { routerSurfaceAliases, routerSurfaceChunk } from './routerSurface';
import { hostSharedDependencies } from './sharedDependencies';

export interface HostConfigOptions {
  packageDir: string;
  mode?: BuildMode;
}

/**
 * The host build. It declares no remotes: they come from the registry at run time. Its public path is `/`, not
 * `auto`, because client routes such as `/catalog/3` serve the same index.html and relative script URLs would break.
 */
export function createHostConfig({ packageDir, mode = 'production' }: HostConfigOptions): Configuration {
  const base = createBaseConfig({ packageDir, uniqueName: 'mfp_host', mode, publicPath: '/' });
  return {
    ...base,
    resolve: {
      ...base.resolve,
      alias: { ...base.resolve?.alias, ...routerSurfaceAliases(packageDir) },
    },
    optimization: { splitChunks: { cacheGroups: { routerSurface: routerSurfaceChunk(packageDir) } } },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        ...federationDefaults(),
        shared: hostSharedDependencies(),
        // Remotes built with `externalRuntime` (webpack/externalRuntime.ts) use this copy of the federation runtime.
        runtimePlugins: [path.join(__dirname, 'provideRuntimeCorePlugin.ts')],
      }),
      new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer' }),
      // What main.js asks for as it starts is known at build time: the page asks for it with main.js. The registry
      // and the route's remote are the host server's to put in the page (host/server/pages).
      new PreloadBootChunksPlugin({ entryName: 'main', publicPath: '/' }),
    ],
  };
}
