import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The host's server renderer as its build writes it (`SERVER_RENDERER_FILE` of @mfp/webpack-config, from
 * host/src/serverRendering/page; decision 0082): one CommonJS file with React's and React Router's production builds
 * compiled in. Named here by path, not imported: the host server must not load webpack to find it.
 */
export const RENDERER = path.join(__dirname, '../../dist/serverRenderer.js');

const requireBuilt = createRequire(__filename);
let loaded: unknown;

/**
 * The one place Node loads React (decisions 0064 and 0082; `tools/boundaries/nodeLoadsNoReact.slow.test.ts` names
 * it): the built renderer, on first use, never when a server starts, so every other Node module, and a server with
 * SERVER_RENDERING=off, stays free of React. A missing build throws, and the page goes out for the browser to render,
 * with the log saying why (`renderPageOnServer`).
 */
export function serverRendererModule(): unknown {
  if (loaded !== undefined) return loaded;
  if (!existsSync(RENDERER))
    throw new Error(`${RENDERER} does not exist: \`npm start\` or \`npm run build\` builds the server renderer.`);
  loaded = requireBuilt(RENDERER);
  return loaded;
}
