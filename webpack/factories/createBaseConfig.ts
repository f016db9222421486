import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { repoRoot } from '../repoRoot';

/**
 * Where a production build keeps its source maps: beside `dist/`, never in it, so neither the host server nor a
 * publish to the store ever ships them (docs/decisions/0017-private-source-maps.md). The bundles do not point at them
 * (`hidden-source-map`); the platform team uses them to read a minified stack from the server log.
 */
export const SOURCE_MAPS_FOLDER = 'sourcemaps';

/** Empties the maps folder before each production build writes its own, as `output.clean` does for `dist/`. */
class CleanSourceMaps implements WebpackPluginInstance {
  constructor(private readonly folder: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.emit.tapPromise('CleanSourceMaps', () => rm(this.folder, { recursive: true, force: true }));
  }
}

/**
 * This repository's tsconfig.json; used from another repository (as `@mfp/webpack-config`), ts-loader finds the
 * remote's own from its folder.
 */
function tsconfigOption(): { configFile?: string } {
  const configFile = path.join(repoRoot, 'tsconfig.json');
  return existsSync(configFile) ? { configFile } : {};
}

export type BuildMode = 'production' | 'development';

export interface BaseConfigOptions {
  /** Folder of the package being built (host or a remote). */
  packageDir: string;
  /** Unique per build: builds sharing one name share one chunk-loading global and break each other's chunks. */
  uniqueName: string;
  mode: BuildMode;
  publicPath: string;
}

/**
 * Settings every build shares: TypeScript, aliases, output naming, source maps. Federation is added by the host and
 * remote factories, which keep the plugins listed here.
 */
export function createBaseConfig({ packageDir, uniqueName, mode, publicPath }: BaseConfigOptions): Configuration {
  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    // Production maps hold the sources, absolute paths of the build machine included: kept, but not shipped.
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // The federation runtime cannot fill [contenthash] in entry names (docs/stack.md); only chunk names are hashed,
      // and deployed remotes get their cache-busting from a versioned folder.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName,
      publicPath,
      clean: true,
      // Relative to `dist/`: webpack writes the maps beside it.
      sourceMapFilename: `../${SOURCE_MAPS_FOLDER}/[file].map`,
    },
    plugins: mode === 'production' ? [new CleanSourceMaps(path.join(packageDir, SOURCE_MAPS_FOLDER))] : [],
    // `@mfp/shared/*` resolves through the workspace package's `exports` (decision 0009); no aliases.
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typeScriptRule()] },
    performance: { hints: false },
    // 'error': the manifest plugin warns on every remote build that `publicPath: 'auto'` is resolved at run time,
    // which is the intent (docs/decisions/0006-public-paths.md).
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

/**
 * TypeScript through ts-loader. `before` transformers run on the TypeScript syntax tree; the dev servers add React
 * Fast Refresh's there (webpack/createDevConfig.ts).
 */
export function typeScriptRule(before: unknown[] = []): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      // Type checking is `npm run typecheck`'s job; transpiling only keeps builds fast.
      options: {
        transpileOnly: true,
        ...tsconfigOption(),
        ...(before.length > 0 ? { getCustomTransformers: () => ({ before }) } : {}),
      },
    },
  };
}
