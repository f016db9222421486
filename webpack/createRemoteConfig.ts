import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { externalRuntimeSettings, RUNTIME_PROVIDER_FILE } from './externalRuntime';
import { StandaloneRuntimePlugin } from './standaloneRuntimePlugin';
import { federationDefaults } from './federationDefaults';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

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
   * host) must differ, or the second adopts the first's chunks: the build scripts append the build's hash.
   */
  uniqueName?: string;
  mode?: BuildMode;
}

export { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE };

/**
 * A remote build: the federated container (`remoteEntry.js` + `mf-manifest.json`) exposing `./App`, plus, in
 * development only, a standalone page (`index.html`) for developing and checking the remote on its own. `publicPath: 'auto'` lets one build be served
 * from any versioned folder of the store.
 */
export function createRemoteConfig({
  name,
  packageDir,
  app = './src/App.tsx',
  exposes = { './App': app },
  sharedOverrides = {},
  uniqueName = `mfp_remote_${name}`,
  mode = 'production',
}: RemoteConfigOptions): Configuration {
  const base = createBaseConfig({ packageDir, uniqueName, mode, publicPath: 'auto' });
  const defaults = federationDefaults(packageDir);
  const externalRuntime = externalRuntimeSettings();
  return {
    ...base,
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...externalRuntime.resolve?.alias } },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes,
        manifest: { fileName: REMOTE_MANIFEST_FILE },
        ...defaults,
        shared: { ...defaults.shared, ...sharedOverrides },
        // remoteEntry.js uses the host's copy of the federation runtime instead of carrying its own (~27 KB gzip).
        experiments: { externalRuntime: true },
      }),
      // Only the standalone app's own entry: remoteEntry.js is for hosts, and would load the federation runtime twice.
      // Development only: a page published into the store would be served from its origin without the host's CSP.
      // It is preceded on that page by the runtime a host would otherwise lend it.
      ...(mode === 'development'
        ? [
            new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer', chunks: ['main'] }),
            new StandaloneRuntimePlugin({
              providerEntry: externalRuntime.providerEntry,
              fileName: RUNTIME_PROVIDER_FILE,
            }),
          ]
        : []),
    ],
  };
}
