import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { STYLESHEET_FILENAME, stylesheetRule, type StylesheetRule } from './stylesheetRule';

/**
 * Stylesheets in a webpack remote build: the kit's stylesheet rule with mini-css-extract-plugin, which writes each
 * chunk's CSS to a file its runtime loads with a `<link>` (decision 0054). Webpack's own CSS support is turned off
 * explicitly: webpack 5.111 turns it on by itself for a build with no `.css` rule, and that is how the expose chunk
 * lost its integrity (its stylesheet's hash took the script's place in the runtime).
 */
export function extractedStylesheets(name: string): {
  rule: StylesheetRule;
  plugin: WebpackPluginInstance;
  experiments: Configuration['experiments'];
} {
  return {
    rule: stylesheetRule({ extractLoader: MiniCssExtractPlugin.loader, name }),
    plugin: new MiniCssExtractPlugin({ filename: STYLESHEET_FILENAME, chunkFilename: STYLESHEET_FILENAME }),
    experiments: { css: false },
  };
}
