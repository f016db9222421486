import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { chunkIntegrity } from '../output/chunkIntegrity';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { externalRuntimeSettings } from '../federation/externalRuntime';
import { federationDefaults } from '../federation/federationDefaults';
import { KitStampPlugin } from '../output/kitStampPlugin';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { extractedStylesheets } from '../styles/extractedStylesheets';
import { createServerConfig } from './createServerConfig';
import { ServerBuildPlugin } from '../server/ServerBuildPlugin';
import { remoteUniqueName } from './remoteUniqueName';

export interface RemoteConfigOptions {
  /** Federation name; must match the registry entry and be a valid JavaScript identifier. */
  name: string;
  packageDir: string;
  /** Module the remote exposes as `./App`. */
  app?: string;
  /** Replaces the default `{ './App': app }`; only fixtures that test a missing expose need it. */
  exposes?: Record<string, string>;
  /** Merged over the platform's shared dependencies; only fixtures that test an incompatible remote need it. */
  sharedOverrides?: Record<string, object>;
  /**
   * Chunk-loading global of this build. Two builds of one remote loaded into one page (a deploy seen by a running
   * host, a rollout's start or end) must differ, or the second adopts the first's chunks: by default the remote's name
   * and a hash of its folder (`remoteUniqueName`), and the build scripts append their workspace's hash.
   */
  uniqueName?: string;
  mode?: BuildMode;
  /**
   * `false` builds no server build: the remote then renders in the browser only, as before (decision 0063). Built by
   * default in production, beside the browser build, when the remote exposes `./App`.
   */
  serverBuild?: boolean;
}

export { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE };

/**
 * A remote build: the federated container (`remoteEntry.js` + `mf-manifest.json`) exposing `./App`, and the kit stamp
 * (`mfp-kit.json`), and in production the server build of `./App` in `dist/server/` (decision 0063): that is what gets
 * deployed. `publicPath: 'auto'` lets one build be served from any versioned folder of the store.
 * Its chunks carry their own integrity, which the runtime in `remoteEntry.js` sets on their scripts (`chunkIntegrity`).
 * `.css` files and CSS Modules (`*.module.css`) are extracted to stylesheets that carry theirs too (decision 0054).
 * Not included: the standalone page, which only the dev server builds (`createRemoteDevConfig`), because it bundles
 * the host's boundary and would make every deployed version depend on host code (decision 0014).
 */
export function createRemoteConfig({
  name,
  packageDir,
  app = './src/App.tsx',
  exposes = { './App': app },
  sharedOverrides = {},
  mode = 'production',
  uniqueName = remoteUniqueName(name, packageDir, mode),
  serverBuild = true,
}: RemoteConfigOptions): Configuration {
  const base = createBaseConfig({ packageDir, uniqueName, mode, publicPath: 'auto' });
  const defaults = federationDefaults(packageDir);
  const externalRuntime = externalRuntimeSettings();
  const integrity = chunkIntegrity();
  const stylesheets = extractedStylesheets(name);
  const serverApp = exposes['./App'];
  const server =
    serverBuild && mode === 'production' && serverApp !== undefined
      ? [new ServerBuildPlugin(name, () => createServerConfig({ name, packageDir, app: serverApp }))]
      : [];
  return {
    ...base,
    output: { ...base.output, crossOriginLoading: integrity.crossOriginLoading },
    module: { ...base.module, rules: [...(base.module?.rules ?? []), stylesheets.rule] },
    experiments: { ...base.experiments, ...stylesheets.experiments },
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...externalRuntime.resolve?.alias } },
    // The container is an entry of its own, added by the federation plugin.
    entry: {},
    plugins: [
      ...(base.plugins ?? []),
      stylesheets.plugin,
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes,
        manifest: { fileName: REMOTE_MANIFEST_FILE },
        ...defaults,
        shared: { ...defaults.shared, ...sharedOverrides },
        // remoteEntry.js uses the host's copy of the federation runtime instead of carrying its own (~27 KB gzip).
        // A remote consumes no remotes, and runs in browsers only: its runtime code for both stays out (decision 0039).
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      ...integrity.plugins,
      // Which kit and contract built this remote (`mfp-kit.json`), for the deploy gate.
      new KitStampPlugin('webpack'),
      // `dist/server/`: the same `./App` for the host's server render (decision 0063).
      ...server,
    ],
  };
}
