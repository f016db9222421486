import path from 'node:path';
import type { ShellRenderer } from '@mfp/shared/page';
import { register } from 'tsx/cjs/api';

/** The host's server renderer (host/src/serverRender), browser source that this module alone loads, by path. */
const RENDERER = path.join(__dirname, '../../../src/serverRender/index.ts');
/** Its TypeScript settings: the browser code's, whose `jsx` is React's automatic runtime. */
const BROWSER_TSCONFIG = path.join(__dirname, '../../../../tsconfig.browser.json');

let loaded: ShellRenderer | undefined;

/**
 * The one place the host server loads React (decision 0064; `tools/boundaries/nodeLoadsNoReact.slow.test.ts` names it):
 * on the first page it renders, never when the server starts, so every other Node module, and a server with
 * SERVER_RENDERING=off, stays free of React. tsx compiles the renderer and everything it imports in a namespace of
 * its own, with the browser code's TypeScript settings: tsx applies `tsconfig.json`'s only to the files it includes,
 * and it includes none, so the root's `jsx` would not reach host/src.
 */
export function loadShellRenderer(): ShellRenderer {
  if (loaded) return loaded;
  const before = process.env.TSX_TSCONFIG_PATH;
  process.env.TSX_TSCONFIG_PATH = BROWSER_TSCONFIG;
  try {
    const scoped = register({ namespace: 'mfp-server-render' });
    const module: unknown = scoped.require(RENDERER, __filename);
    loaded = rendererOf(module);
    return loaded;
  } finally {
    if (before === undefined) delete process.env.TSX_TSCONFIG_PATH;
    else process.env.TSX_TSCONFIG_PATH = before;
  }
}

function rendererOf(module: unknown): ShellRenderer {
  const renderShell: unknown = (module as { renderShell?: unknown } | null)?.renderShell;
  if (typeof renderShell !== 'function')
    throw new Error(`${RENDERER} does not export renderShell: the host's server renderer is missing or broken.`);
  return renderShell as ShellRenderer;
}
