import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { createSingleBundleConfig, type SingleBundleConfigOptions } from '@mfp/webpack-config';

/** The module the Node build starts at: the host's server renderer and an in-process slot renderer. */
const SERVER_ENTRY = './src/singleBundle/singleBundleServer.ts';

/**
 * The single bundle built for Node (decision 0067): the browser single bundle's config (same loaders, seams and
 * inlined registry, so the same shell and remotes), targeting Node, from `host/src/singleBundle/singleBundleServer.ts`,
 * as one CommonJS file (`server.js`) with React and everything else compiled in, production mode (React's production
 * build, `process.env.NODE_ENV` replaced). No HTML: the page is the browser build's `index.html`.
 */
export function singleBundleServerConfig(options: Omit<SingleBundleConfigOptions, 'entry'>): Configuration {
  const browser = createSingleBundleConfig({ ...options, entry: SERVER_ENTRY });
  return {
    ...browser,
    target: 'node',
    devtool: false,
    output: {
      ...browser.output,
      filename: 'server.js',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      ...(browser.plugins ?? []).filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}
