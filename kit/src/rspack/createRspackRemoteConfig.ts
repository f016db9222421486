import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import {
  KitStampPlugin,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  remoteUniqueName,
  STYLESHEET_FILENAME,
  stylesheetRule,
} from '@mfp/webpack-config';
import { hostSharedDependencies } from '../factories/hostSharedDependencies';
import { rspackServerBuild } from './createRspackServerConfig';
import { SWC_RULE } from './swcRule';

export interface RspackRemoteConfigOptions {
  /** Federation name; must match the registry entry (`REMOTE_NAME_RULE` of `@mfp/shared/registry`). */
  name: string;
  /** The remote's package folder (`__dirname` of its `rspack.config.js`). */
  packageDir: string;
  /** Module the remote exposes as `./App`. */
  app?: string;
  mode?: 'production' | 'development';
  /** `false` builds no server build (decision 0063): the remote renders in the browser only. Built by default in production. */
  serverBuild?: boolean;
}

/**
 * A remote built with Rspack 1.x: the contract's documented Rspack config (docs/remote-contract.md, decision 0028)
 * with the shared dependencies the kit's webpack factory declares (`hostSharedDependencies`), plus the kit
 * stamp, and in production the server build of `./App` in `dist/server/` (`createRspackServerConfig`). Chunks get their integrity from Rspack's built-in plugin (production only), stylesheets too: `.css` files and
 * CSS Modules go through the webpack factory's stylesheet rule and `CssExtractRspackPlugin`, whose `<link>` the
 * integrity plugin gives its hash (decision 0054). Maps go beside `dist/`, never into it. Not covered: the host's external federation runtime, which the webpack factory uses and Rspack's plugin
 * was not tried with; an Rspack remote carries its own runtime.
 */
export function createRspackRemoteConfig({
  name,
  packageDir,
  app = './src/App.tsx',
  mode = 'production',
  serverBuild = true,
}: RspackRemoteConfigOptions): Configuration {
  return {
    mode,
    context: packageDir,
    entry: './src/index.ts',
    devtool: mode === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      // One chunk-loading global per build, as the webpack factory's (`remoteUniqueName`, issue 41 item 5).
      uniqueName: remoteUniqueName(name, packageDir, mode),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      sourceMapFilename: '../sourcemaps/[file].map',
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js'] },
    module: {
      rules: [
        SWC_RULE,
        stylesheetRule({ extractLoader: rspack.CssExtractRspackPlugin.loader, name, type: 'javascript/auto' }),
      ],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    plugins: [
      new rspack.CssExtractRspackPlugin({ filename: STYLESHEET_FILENAME, chunkFilename: STYLESHEET_FILENAME }),
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './App': app },
        manifest: { fileName: REMOTE_MANIFEST_FILE },
        shareStrategy: 'loaded-first',
        dts: false,
        shared: hostSharedDependencies(packageDir),
        // A remote consumes no remotes and runs in browsers only: the runtime's code for both stays out of
        // remoteEntry.js, as in the webpack factory (decision 0039).
        experiments: { optimization: { target: 'web', disableRemote: true } },
      }),
      new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
      // The same plugin as webpack's: Rspack's compiler offers the `webpack` namespace it uses.
      new KitStampPlugin('rspack') as unknown as RspackPluginInstance,
      // `dist/server/`: the same `./App` for the host's server render, built by Rspack too (decision 0063).
      ...(serverBuild && mode === 'production' ? rspackServerBuild({ name, packageDir, app }) : []),
    ],
  };
}
