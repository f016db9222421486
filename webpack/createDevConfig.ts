import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import reactRefreshTypeScript from 'react-refresh-typescript';
import { EntryPlugin, type Configuration, type RuleSetRule } from 'webpack';
import { typeScriptRule } from './factories/createBaseConfig';
import { externalRuntimeSettings, RUNTIME_PROVIDER_FILE } from './federation/externalRuntime';
import { StandaloneRuntimePlugin } from './federation/standaloneRuntimePlugin';
import { RELOAD_IN_HOST_PAGES } from './runtimeFiles';

/** The standalone page's entry and template, by the remote factory's convention: `src/index.ts`, `index.html`. */
export const STANDALONE_ENTRY = './src/index.ts';
export const STANDALONE_TEMPLATE = './index.html';

const usesTsLoader = (rule: RuleSetRule) =>
  typeof rule.use === 'object' && !Array.isArray(rule.use) && (rule.use as { loader?: string }).loader === 'ts-loader';

/**
 * Development mode with React Fast Refresh: the TypeScript transformer marks components, the plugin adds the refresh
 * runtime. Component edits keep their state; an edit Fast Refresh cannot apply (a module exporting more than
 * components) falls back to a full reload, which the dev server's `liveReload` does.
 */
function forDevelopment(config: Configuration, devtool: Configuration['devtool']): Configuration {
  const rules = (config.module?.rules ?? []).map((rule) =>
    rule && typeof rule === 'object' && usesTsLoader(rule) ? typeScriptRule([reactRefreshTypeScript()]) : rule,
  );
  return {
    ...config,
    mode: 'development',
    devtool,
    // Served from memory; nothing must wipe a production build in dist/.
    output: { ...config.output, clean: false },
    module: { ...config.module, rules },
    // The overlay stays off: a remote's runtime errors must show the platform's fallback screen, as in production.
    // Without the production build's source-map cleaner: it would wipe the maps kept beside dist/ (decision 0017).
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'CleanSourceMaps'),
      new ReactRefreshPlugin({ overlay: false }),
    ],
  };
}

/**
 * A remote's dev-server build: its production config (the container, exposing `./App`) in development mode with Fast
 * Refresh, plus the standalone page that mounts `./App` through `mountStandalone` from `@mfp/host/standalone`. The
 * page's scripts load from `/` so that it works on any route under the remote's base path.
 * Not covered: the dev server itself (`kit/src/dev/remoteDevServer.ts`).
 */
export function createRemoteDevConfig(production: Configuration): Configuration {
  // No `eval` source maps: a dev remote also runs in real host pages, whose CSP has no 'unsafe-eval'.
  const config = forDevelopment(production, 'cheap-module-source-map');
  return {
    ...config,
    entry: { main: STANDALONE_ENTRY },
    plugins: [
      ...(config.plugins ?? []),
      // Into every entry (no name), the container too: plugged into a host page, where Fast Refresh cannot reach the
      // host's React, an edit reloads the page instead of changing nothing.
      new EntryPlugin(config.context ?? '.', RELOAD_IN_HOST_PAGES, { name: undefined }),
      // Only the page's own entry: remoteEntry.js is for hosts, and would load the federation runtime twice.
      new HtmlWebpackPlugin({
        template: STANDALONE_TEMPLATE,
        scriptLoading: 'defer',
        chunks: ['main'],
        publicPath: '/',
      }),
      // The container uses a host's federation runtime (externalRuntime); on its own page, this lends it one.
      new StandaloneRuntimePlugin({
        providerEntry: externalRuntimeSettings().providerEntry,
        fileName: RUNTIME_PROVIDER_FILE,
        publicPath: '/',
      }),
    ],
  };
}

/**
 * The host's dev build: its production config in development mode with Fast Refresh for the shell, written to
 * `outputPath`, where the real host server serves it (decision 0023): the server renders the page from its index.html
 * with the page data, CSP and preload hints it gives every page, and serves its bundles and hot updates as files.
 */
export function createHostDevConfig(production: Configuration, outputPath: string): Configuration {
  // No `eval` source maps: the page carries the host server's CSP, which has no 'unsafe-eval'.
  const config = forDevelopment(production, 'cheap-module-source-map');
  // Maps beside the bundles, where the browser's dev tools find them: production keeps them outside `dist/` (decision
  // 0017), which here would be a folder beside the temporary one.
  // The entry keeps its plain name (`main.js`): hot updates replace its content under one URL, never cached.
  return {
    ...config,
    output: { ...config.output, path: outputPath, filename: '[name].js', sourceMapFilename: '[file].map' },
  };
}
