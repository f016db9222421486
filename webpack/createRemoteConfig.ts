import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { federationDefaults } from './federationDefaults';

export interface RemoteConfigOptions {
  /** Federation name; must match the registry entry and be a valid JavaScript identifier. */
  name: string;
  packageDir: string;
  /** Module the remote exposes as `./App`. */
  app?: string;
  mode?: BuildMode;
}

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

/**
 * A remote build: the federated container (`remoteEntry.js` + `mf-manifest.json`) exposing `./App`, plus a standalone
 * page (`index.html`) for developing and checking the remote on its own. `publicPath: 'auto'` lets one build be served
 * from any versioned folder of the store.
 */
export function createRemoteConfig({
  name,
  packageDir,
  app = './src/App.tsx',
  mode = 'production',
}: RemoteConfigOptions): Configuration {
  const base = createBaseConfig({ packageDir, uniqueName: `mfp_remote_${name}`, mode, publicPath: 'auto' });
  return {
    ...base,
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { './App': app },
        manifest: { fileName: REMOTE_MANIFEST_FILE },
        ...federationDefaults(),
      }),
      // Only the standalone app's own entry: remoteEntry.js is for hosts, and would load the federation runtime twice.
      new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer', chunks: ['main'] }),
    ],
  };
}
