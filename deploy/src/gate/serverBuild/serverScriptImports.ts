import { builtinModules } from 'node:module';
import { isServerSharedModule, SERVER_BUILD_NAMES } from '@mfp/shared/serverBuild';

/** What a server script asks of its realm beyond the shared singletons: Node's modules, and any other module. */
export interface ServerScriptImports {
  builtins: string[];
  unprovided: string[];
}

const NAME = String.raw`\s*\(\s*(['"\x60])([^'"\x60]+)\1\s*\)`;
const shared = SERVER_BUILD_NAMES.sharedGlobal;

/**
 * How a bundle shows each module it expects its realm to provide (decision 0063):
 * - `require('x')`, `createRequire(…)('x')` and `import('x')` (commonjs, node-commonjs and import externals,
 *   `__non_webpack_require__`, which webpack writes as `require`), and `import … from 'x'` (module externals, an
 *   ES-module output);
 * - `Cannot find module 'x'`: a request webpack could not resolve, left to throw at run time (`webpackMissingModule`);
 * - `__mfpShared['x']` or `__mfpShared.x`: a shared request (a subpath such as `react-dom/client`) the host may not
 *   provide on the server.
 */
const MODULE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?<![\w$.])require${NAME}`, 'g'),
  new RegExp(String.raw`(?<![\w$.])import${NAME}`, 'g'),
  /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?(['"`])([^'"`]+)\1/g,
  /Cannot find module (['"`])([^'"`]+)\1/g,
  // node-commonjs externals: `__WEBPACK_EXTERNAL_createRequire(import.meta.url)("x")`.
  new RegExp(String.raw`createRequire[\w$]*\s*\([^()]*(?:\([^()]*\))?[^()]*\)${NAME}`, 'g'),
  new RegExp(String.raw`${shared}\s*\[\s*(['"\x60])([^'"\x60]+)\1\s*\]`, 'g'),
];

/** Reads of the realm that load code by a name the gate cannot see: a module name computed at run time. */
const OPAQUE_LOADS = [
  /(?<![\w$.])require\s*\(\s*[^'"`\s)]/,
  /createRequire/,
  /(?<![\w$.])__non_webpack_require__(?![\w$])/,
];

const isBuiltin = (request: string) => request.startsWith('node:') || builtinModules.includes(request.split('/')[0]!);

/** The modules `script` expects its realm to provide and the host does not, Node's built-ins apart; sorted. */
export function serverScriptImports(script: string): ServerScriptImports {
  const requests = new Set<string>();
  for (const pattern of MODULE_PATTERNS) for (const match of script.matchAll(pattern)) requests.add(match[2]!);
  for (const match of script.matchAll(new RegExp(String.raw`${shared}\s*\.\s*([A-Za-z_$][\w$]*)`, 'g')))
    requests.add(match[1]!);
  const asked = [...requests].filter((request) => !isServerSharedModule(request)).sort();
  const opaque = OPAQUE_LOADS.filter((pattern) => pattern.test(script)).map((pattern) => pattern.source);
  return {
    builtins: asked.filter(isBuiltin),
    unprovided: [
      ...asked.filter((request) => !isBuiltin(request)),
      ...(opaque.length > 0 ? ['a module named at run time (require(<expression>), createRequire)'] : []),
    ],
  };
}
