import path from 'node:path';
import { SERVER_BUILD_NAMES } from '@mfp/shared/serverBuild';
import { SOURCE_MAPS_FOLDER } from './createBaseConfig';
import { SERVER_EXPOSES_ENTRY } from '../runtimeFiles';
import { sharedDependencies } from '../sharing/sharedDependencies';
import { serverExternals } from '../server/serverExternals';
import { ServerManifestPlugin } from '../server/ServerManifestPlugin';

/** The alias the server entry (`serverExposes.js`) imports the remote's `./App` by. */
const APP_ALIAS = 'mfp-server-app';

/** The part of webpack's and Rspack's namespaces the server build needs: merging every chunk into one. */
export interface ChunkLimiter {
  optimize: { LimitChunkCountPlugin: new (options: { maxChunks: number }) => object };
}

export interface ServerBuildOptions {
  name: string;
  packageDir: string;
  /** The module the remote exposes as `./App`, relative to `packageDir`. */
  app: string;
}

/** The versions of the shared singletons the build is made with (`react` -> `19.3.1`), for the server manifest. */
function builtAgainst(packageDir: string): Record<string, string> {
  const shared: Record<string, { version: string } | undefined> = sharedDependencies(packageDir);
  return Object.fromEntries(
    Object.entries(shared).flatMap(([key, share]) => (key.endsWith('/') || !share ? [] : [[key, share.version]])),
  );
}

/**
 * What the webpack and Rspack server builds share (decision 0063): one classic script for a plain ES2022 realm, not
 * Node (`target: 'es2022'`, no chunk loading: every `import()` merged into the one chunk), the shared singletons read
 * from `globalThis.__mfpShared` (`serverExternals`), `process.env.NODE_ENV` replaced (production mode), written to
 * `dist/server/<name>.<contenthash>.js` with `mfp-server.json` beside it, its map beside `dist/` as the browser's
 * (decision 0017). Each bundler's factory adds its own rules (TypeScript, and CSS Modules' class names only).
 */
export function serverBuildBase({ name, packageDir, app }: ServerBuildOptions, bundler: ChunkLimiter) {
  return {
    mode: 'production' as const,
    context: packageDir,
    target: 'es2022' as const,
    entry: { [name]: SERVER_EXPOSES_ENTRY },
    devtool: 'hidden-source-map' as const,
    output: {
      path: path.join(packageDir, 'dist', SERVER_BUILD_NAMES.folder),
      filename: '[name].[contenthash:8].js',
      publicPath: '',
      globalObject: 'globalThis',
      iife: true,
      chunkFormat: false as const,
      chunkLoading: false as const,
      wasmLoading: false as const,
      uniqueName: `mfp_server_${name}`,
      clean: true,
      sourceMapFilename: `../../${SOURCE_MAPS_FOLDER}/${SERVER_BUILD_NAMES.folder}/[file].map`,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      alias: { [`${APP_ALIAS}$`]: path.resolve(packageDir, app) },
    },
    externals: serverExternals(packageDir),
    optimization: { splitChunks: false as const, runtimeChunk: false as const },
    performance: { hints: false as const },
    infrastructureLogging: { level: 'error' as const },
    stats: 'errors-warnings' as const,
    plugins: [
      new bundler.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerManifestPlugin({ name, exposes: ['./App'], shared: builtAgainst(packageDir) }),
    ],
  };
}
