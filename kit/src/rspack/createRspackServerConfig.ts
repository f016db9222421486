import { rspack, type Configuration } from '@rspack/core';
import { serverBuildBase, stylesheetRule, type ServerBuildOptions } from '@mfp/webpack-config';

/**
 * The Rspack server build of a remote's `./App` (decision 0063): the webpack factory's `serverBuildBase` with the
 * Rspack factory's swc rule, and its stylesheet rule reduced to CSS Modules' class names, which equal the browser
 * build's; the stylesheets themselves come from the browser build.
 */
export function createRspackServerConfig(options: ServerBuildOptions): Configuration {
  const base = serverBuildBase(options, rspack);
  return {
    ...base,
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          },
          type: 'javascript/auto',
        },
        stylesheetRule({ name: options.name, classNamesOnly: true, type: 'javascript/auto' }),
      ],
    },
    // The same function and plugins Rspack takes as webpack does, typed by the bundler-neutral base.
    externals: base.externals as Configuration['externals'],
    plugins: base.plugins as Configuration['plugins'],
  };
}
