import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';

const PLUGIN_NAME = 'MfpStandaloneRuntimePlugin';

export interface StandaloneRuntimeOptions {
  /** Module that puts the federation runtime where `externalRuntime` code looks for it. */
  providerEntry: string;
  /** Output file, next to the standalone page. */
  fileName: string;
  /**
   * Where the page loads it from, as the page's own scripts: `/` for a page served on every route under the remote's
   * base path (a relative URL would resolve under `/catalog/espresso-cup/`). Relative to the page when absent.
   */
  publicPath?: string;
}

/**
 * Gives a remote built with `experiments.externalRuntime` a federation runtime on its standalone page, where no host
 * provides one: the provider is compiled by a child compiler, outside the federated compilation (whose externals rule
 * would take the runtime from the very global the provider sets, and whose entries all start the runtime first), and
 * its script goes first in the page.
 *
 * Not covered: `remoteEntry.js` never gets this script; hosts provide the runtime (webpack/provideRuntimeCorePlugin.ts).
 */
export class StandaloneRuntimePlugin {
  constructor(private readonly options: StandaloneRuntimeOptions) {}

  apply(compiler: Compiler): void {
    const { providerEntry, fileName, publicPath = '' } = this.options;
    compiler.hooks.make.tapAsync(PLUGIN_NAME, (compilation, callback) => {
      const child = compilation.createChildCompiler(PLUGIN_NAME, { filename: fileName }, [
        new webpack.EntryPlugin(compiler.context, providerEntry, { name: PLUGIN_NAME }),
      ]);
      child.runAsChild((error) => callback(error ?? undefined));
    });
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (groups) => {
        groups.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${fileName}` }),
        );
        return groups;
      });
    });
  }
}
