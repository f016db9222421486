import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { typeScriptRule } from './createBaseConfig';
import { repoRoot } from '../repoRoot';

/** Where the renderer goes, relative to the host's folder: the host server's own `dist/`, which it never serves. */
export const SERVER_RENDERER_FILE = 'server/dist/serverRenderer.js';

/** The host's module that exports `renderShell` and `renderStandalone`, relative to the host's folder. */
const RENDERER_ENTRY = './src/serverRendering/page/index.ts';

/**
 * react-router's own production build. Its `exports` name only `dist/development` for every condition, so no
 * condition or mode reaches the production build: the request is aliased to the file.
 */
function productionRouter(file: string): string {
  const requireFrom = createRequire(path.join(repoRoot, 'package.json'));
  return path.join(path.dirname(requireFrom.resolve('react-router/package.json')), 'dist', 'production', file);
}

export interface ServerRendererConfigOptions {
  /** The host package: its `src/` holds the renderer, its `server/dist/` takes the bundle. */
  packageDir: string;
}

/**
 * The host's server renderer built for Node (decision 0082), the one file the host server loads React through: one
 * CommonJS bundle with React, React DOM's server renderer and React Router compiled in, always in production mode,
 * whatever the build's mode, since it is what the server runs. Production mode replaces `process.env.NODE_ENV` and
 * adds the `production` condition, which gives React and React DOM their production builds; React Router gets its own
 * by alias (`productionRouter`). No federation and no router surface: on the server the host's tree renders alone, and
 * the remote's HTML comes from the sandbox.
 */
export function createServerRendererConfig({ packageDir }: ServerRendererConfigOptions): Configuration {
  return {
    name: 'server renderer',
    mode: 'production',
    context: packageDir,
    target: 'node20',
    entry: { serverRenderer: RENDERER_ENTRY },
    // The server's errors name minified frames; the browser's maps are private (decision 0017), and so is this one.
    devtool: false,
    output: {
      path: path.join(packageDir, path.dirname(SERVER_RENDERER_FILE)),
      filename: path.basename(SERVER_RENDERER_FILE),
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'react-router$': productionRouter('index.mjs'),
        'react-router/dom$': productionRouter('dom-export.mjs'),
      },
    },
    module: { rules: [typeScriptRule()] },
    // One file: the server requires it whole, on its first page.
    optimization: { splitChunks: false, runtimeChunk: false, minimize: true },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
