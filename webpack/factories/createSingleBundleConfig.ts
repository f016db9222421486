import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { createBaseConfig, type BuildMode } from './createBaseConfig';
import { compiledSchemaRule } from '../compiledSchemas/compiledSchemaRule';

export interface SingleBundleConfigOptions {
  /** The host package: its `index.html` template and its shell. */
  packageDir: string;
  /**
   * The module that renders the shell, relative to `packageDir`. The host's bootstrap, not its `index.ts`: the async
   * boundary exists only for the federation runtime's share negotiation, which a single bundle does not have.
   */
  entry: string;
  /** Where the bundle goes; served like a host dist. */
  outputDir: string;
  /**
   * Federation seams swapped at build time: absolute path of a host module (with its extension) → absolute path of the
   * module that replaces it, which must export the same names.
   */
  seams: Readonly<Record<string, string>>;
  /** Compile-time constants (DefinePlugin), e.g. the registry the bundle inlines; values are JSON-encoded here. */
  constants?: Readonly<Record<string, unknown>>;
  mode?: BuildMode;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The application built as one bundle, the yardstick `npm run bench` compares the federated build against: the host's
 * shell and the remotes' code compiled together by the same base config and loaders, with no federation plugin, so
 * nothing is shared at run time and webpack tree-shakes every dependency.
 *
 * Not covered: which remotes go in and how the shell finds them; the seams passed in decide that.
 */
export function createSingleBundleConfig({
  packageDir,
  entry,
  outputDir,
  seams,
  constants = {},
  mode = 'production',
}: SingleBundleConfigOptions): Configuration {
  const base = createBaseConfig({ packageDir, uniqueName: 'mfp_single_bundle', mode, publicPath: '/' });
  const replacements = Object.entries(seams).map(
    ([replaced, replacement]) =>
      // Matched on the resolved path (webpack tests `resource` after resolving), so every import of the seam is swapped
      // however it is spelled.
      new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(replaced)}$`), replacement),
  );
  const defined = Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)]));
  return {
    ...base,
    entry: { main: entry },
    // Named by its content as the host's entry is (webpack/factories/createHostConfig.ts), so both are cached alike.
    output: {
      ...base.output,
      path: outputDir,
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
    },
    // A seam that lacks an export the host imports would be `undefined` at run time; fail the build instead.
    // Validation as the host's build compiles it (webpack/factories/createHostConfig.ts), so both carry the same code.
    module: {
      ...base.module,
      rules: [...(base.module?.rules ?? []), compiledSchemaRule()],
      parser: { ...base.module?.parser, javascript: { exportsPresence: 'error' } },
    },
    plugins: [
      ...replacements,
      new webpack.DefinePlugin(defined),
      new HtmlWebpackPlugin({ template: './index.html', scriptLoading: 'defer' }),
    ],
  };
}
