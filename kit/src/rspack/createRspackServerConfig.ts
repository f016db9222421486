import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ServerBuildPlugin, serverBuildBase, stylesheetRule, type ServerBuildOptions } from '@mfp/webpack-config';
import { SWC_RULE } from './swcRule';

/**
 * The Rspack server build of a remote's `./App` (decision 0063): the webpack factory's `serverBuildBase` with the
 * Rspack factory's swc rule, and its stylesheet rule reduced to CSS Modules' class names, which equal the browser
 * build's; the stylesheets themselves come from the browser build.
 */
function createRspackServerConfig(options: ServerBuildOptions): Configuration {
  const base = serverBuildBase(options, rspack);
  return {
    ...base,
    module: {
      rules: [SWC_RULE, stylesheetRule({ name: options.name, classNamesOnly: true, type: 'javascript/auto' })],
    },
    // The same function and plugins Rspack takes as webpack does, typed by the bundler-neutral base.
    externals: base.externals as Configuration['externals'],
    plugins: base.plugins as Configuration['plugins'],
  };
}

/** The plugin that builds the Rspack server build after the browser build (`ServerBuildPlugin`), as a plugin list. */
export function rspackServerBuild(options: ServerBuildOptions): RspackPluginInstance[] {
  // The same plugin as webpack's: it reaches the bundler through the compiler's own `webpack` namespace.
  return [
    new ServerBuildPlugin(options.name, () => createRspackServerConfig(options)) as unknown as RspackPluginInstance,
  ];
}
