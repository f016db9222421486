import webpack, { type Configuration } from 'webpack';
import { typeScriptRule } from './createBaseConfig';
import { stylesheetRule } from '../styles/stylesheetRule';
import { serverBuildBase, type ServerBuildOptions } from './serverBuildBase';

/**
 * The webpack server build of a remote's `./App` (decision 0063): `serverBuildBase` with the browser build's
 * TypeScript rule and its stylesheet rule reduced to CSS Modules' class names, so the markup names the classes the
 * browser build's stylesheets define; the stylesheets themselves come from the browser build.
 */
export function createServerConfig(options: ServerBuildOptions): Configuration {
  const base = serverBuildBase(options, webpack);
  return {
    ...base,
    module: { rules: [typeScriptRule(), stylesheetRule({ name: options.name, classNamesOnly: true })] },
    // As the browser build: webpack's own CSS support would take `.css` files from css-loader.
    experiments: { css: false },
    // webpack's own plugins, typed by the bundler-neutral base as objects.
    plugins: base.plugins as Configuration['plugins'],
  };
}
