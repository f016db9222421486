import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import { repoRoot } from './repoRoot';

export type BuildMode = 'production' | 'development';

export interface BaseConfigOptions {
  /** Folder of the package being built (host or a remote). */
  packageDir: string;
  /** Unique per build: builds sharing one name share one chunk-loading global and break each other's chunks. */
  uniqueName: string;
  mode: BuildMode;
  publicPath: string;
}

/** Settings every build shares: TypeScript, aliases, output naming. Federation is added by the host and remote factories. */
export function createBaseConfig({ packageDir, uniqueName, mode, publicPath }: BaseConfigOptions): Configuration {
  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      // The federation runtime cannot fill [contenthash] in entry names (docs/stack.md); only chunk names are hashed,
      // and deployed remotes get their cache-busting from a versioned folder.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName,
      publicPath,
      clean: true,
    },
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
 * Fast Refresh's there (webpack/devServer.ts).
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
        configFile: path.join(repoRoot, 'tsconfig.json'),
        ...(before.length > 0 ? { getCustomTransformers: () => ({ before }) } : {}),
      },
    },
  };
}
