import { SERVER_BUILD_NAMES } from '@mfp/shared/serverBuild';
import { sharedDependencies } from '../sharing/sharedDependencies';

const PLAIN_STYLESHEET = /\.css$/i;
/** css-loader's own test for CSS Modules (`modules.auto: true`). */
const CSS_MODULE = /\.module\.\w+$/i;

/** What webpack's and Rspack's function externals are given and answer: the request, then the callback. */
type ExternalsCallback = (error?: Error | null, result?: string, type?: 'var') => void;
export type ServerExternals = (data: { request?: string }, callback: ExternalsCallback) => void;

/**
 * The server build's externals (decision 0063): every request for a package the browser build shares
 * (`sharedDependencies`, its trailing-slash keys covering subpaths) reads the host's copy from
 * `globalThis.__mfpShared[request]`, as the browser build takes the host's through federation. A subpath the host does
 * not provide on the server (`react-dom/client`) stays visible as such a read, which the deploy gate refuses. A plain
 * stylesheet's import becomes an empty object.
 */
export function serverExternals(packageDir: string): ServerExternals {
  const keys = Object.keys(sharedDependencies(packageDir));
  const exact = new Set(keys.filter((key) => !key.endsWith('/')));
  const prefixes = keys.filter((key) => key.endsWith('/'));
  return ({ request }, callback) => {
    // A plain stylesheet (not a CSS Module) matters to the browser build only: the host links the browser build's. Left
    // to css-loader, its whole text (`@import` lines included) would be bundled into the server script for nothing.
    if (request !== undefined && PLAIN_STYLESHEET.test(request) && !CSS_MODULE.test(request)) {
      callback(null, '{}', 'var');
      return;
    }
    if (request !== undefined && (exact.has(request) || prefixes.some((prefix) => request.startsWith(prefix)))) {
      callback(null, `globalThis.${SERVER_BUILD_NAMES.sharedGlobal}[${JSON.stringify(request)}]`, 'var');
      return;
    }
    callback();
  };
}
