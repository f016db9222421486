import path from 'node:path';
import { register } from 'tsx/cjs/api';

/** The host's server renderer (host/src/serverRendering/page), browser source that this module alone loads, by path. */
export const RENDERER = path.join(__dirname, '../../../src/serverRendering/page/index.ts');
/** Its TypeScript settings: the browser code's, whose `jsx` is React's automatic runtime. */
const BROWSER_TSCONFIG = path.join(__dirname, '../../../../tsconfig.browser.json');

let loaded: unknown;

/**
 * The one place Node loads React (decision 0064; `tools/boundaries/nodeLoadsNoReact.slow.test.ts` names it): the
 * renderer's module, on first use, never when a server starts, so every other Node module, and a server with
 * SERVER_RENDERING=off, stays free of React. tsx compiles the renderer and everything it imports in a namespace of
 * its own, with the browser code's TypeScript settings: tsx applies `tsconfig.json`'s only to the files it includes,
 * and it includes none, so the root's `jsx` would not reach host/src.
 */
export function serverRendererModule(): unknown {
  if (loaded !== undefined) return loaded;
  const before = process.env.TSX_TSCONFIG_PATH;
  process.env.TSX_TSCONFIG_PATH = BROWSER_TSCONFIG;
  try {
    const scoped = register({ namespace: 'mfp-server-render' });
    loaded = scoped.require(RENDERER, __filename);
    return loaded;
  } finally {
    if (before === undefined) delete process.env.TSX_TSCONFIG_PATH;
    else process.env.TSX_TSCONFIG_PATH = before;
  }
}
