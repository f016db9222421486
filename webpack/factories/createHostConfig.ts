import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration, PathData } from 'webpack';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { compiledSchemaRule } from '../compiledSchemas/compiledSchemaRule';
import { federationDefaults } from '../federation/federationDefaults';
import { PreloadBootChunksPlugin } from '../output/preloadBootChunksPlugin';
import { hostBootChunks } from '../output/hostBootChunks';
import { routerSurfaceAliases } from '../sharing/routerSurface';
import { hostSharedDependencies } from '../sharing/sharedDependencies';
import { PROVIDE_RUNTIME_CORE_PLUGIN } from '../runtimeFiles';

/**
 * The host's entry script is named by its content, like its chunks, so that browsers keep it without asking again
 * (docs/decisions/0040): the host page names it, and the page itself is never cached. The federation plugin asks for
 * the entry's name once before any hash exists, only to learn its folder (`FederationRuntimeModule`), and fails on a
 * hash it cannot fill: it gets the unhashed name, in the same folder. A remote's entry keeps its name
 * (`remoteEntry.js` is the contract's; its version folder changes instead). Development keeps `main.js`.
 */
function hashedEntryName(pathData: PathData): string {
  return pathData.chunk && 'contentHash' in pathData.chunk && pathData.chunk.contentHash?.javascript
    ? '[name].[contenthash:8].js'
    : '[name].js';
}

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
    output: { ...base.output, filename: mode === 'production' ? hashedEntryName : base.output?.filename },
    resolve: {
      ...base.resolve,
      alias: { ...base.resolve?.alias, ...routerSurfaceAliases(packageDir) },
    },
    // The page validates with the schemas' plain descriptions, not zod (docs/decisions/0039).
    module: { ...base.module, rules: [...(base.module?.rules ?? []), compiledSchemaRule()] },
    optimization: hostBootChunks(packageDir),
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        ...federationDefaults(),
        shared: hostSharedDependencies(),
        // Remotes built with `externalRuntime` (webpack/federation/externalRuntime.ts) use this copy of the federation
        // runtime.
        runtimePlugins: [PROVIDE_RUNTIME_CORE_PLUGIN],
        // The runtime's code for Node and its snapshot plugin stay out of the page (docs/decisions/0039): the plugin
        // does not infer the target, and the host resolves manifests itself
        // (host/src/loading/runtimePlugins/manifestEntryPlugin.ts).
        experiments: { optimization: { target: 'web', disableSnapshot: true } },
      }),
      new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer' }),
      // What main.js asks for as it starts is known at build time: the page asks for it with main.js. The registry
      // and the route's remote are the host server's to put in the page (host/server/pages).
      new PreloadBootChunksPlugin({ entryName: 'main', publicPath: '/' }),
    ],
  };
}
