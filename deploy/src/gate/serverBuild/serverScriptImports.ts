import { parse, type Node } from 'acorn';
import { builtinModules } from 'node:module';
import { isServerSharedModule, SERVER_BUILD_NAMES } from '@mfp/shared/serverBuild';

/** What a server script asks of its realm beyond the shared singletons: Node's modules, and any other module. */
export interface ServerScriptImports {
  builtins: string[];
  unprovided: string[];
  /** Why the script could not be read as JavaScript, if it could not. */
  unparsable?: string;
}

/** The node shapes the scan reads; acorn's own types are a union too wide to narrow field by field. */
interface AnyNode {
  type: string;
  [field: string]: unknown;
}

const shared = SERVER_BUILD_NAMES.sharedGlobal;
/** Names that load a module named at run time, out of the gate's sight (webpack prefixes `createRequire`). */
const RUNTIME_LOADER = /createRequire|^__non_webpack_require__$/;
const MISSING_MODULE = /^Cannot find module '([^']+)'$/;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const stringOf = (node: unknown) =>
  isNode(node) && node.type === 'Literal' && typeof node['value'] === 'string' ? node['value'] : undefined;
const nameOf = (node: unknown) => (isNode(node) && node.type === 'Identifier' ? String(node['name']) : undefined);

function parseScript(script: string): Node {
  const options = { ecmaVersion: 'latest', allowHashBang: true } as const;
  try {
    return parse(script, { ...options, sourceType: 'script' });
  } catch {
    // An ES-module output (module externals, `import.meta`) reads only as a module.
    return parse(script, { ...options, sourceType: 'module' });
  }
}

/** Every node of the tree, without recursion: a minified bundle's expression chains nest deeper than the stack. */
function* nodesOf(root: Node): Generator<AnyNode> {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...(value as unknown[]));
    else if (isNode(value)) {
      yield value;
      for (const [key, child] of Object.entries(value))
        if (key !== 'loc' && typeof child === 'object') stack.push(child);
    }
  }
}

/** The module a node asks for, `opaque` for a load by a name computed at run time, undefined for anything else. */
function requestOf(node: AnyNode): string | 'opaque' | undefined {
  switch (node.type) {
    case 'CallExpression': {
      const callee = node['callee'];
      const [first] = node['arguments'] as unknown[];
      if (nameOf(callee) === 'require') return stringOf(first) ?? 'opaque';
      // `createRequire(import.meta.url)("x")`, as node-commonjs externals write it.
      const madeRequire =
        isNode(callee) && callee.type === 'CallExpression' && RUNTIME_LOADER.test(nameOf(callee['callee']) ?? '');
      return madeRequire ? stringOf(first) : undefined;
    }
    case 'ImportExpression':
      return stringOf(node['source']) ?? 'opaque';
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      return stringOf(node['source']);
    case 'Literal':
      return MISSING_MODULE.exec(stringOf(node) ?? '')?.[1];
    case 'MemberExpression': {
      const object = node['object'];
      const onShared =
        nameOf(object) === shared ||
        (isNode(object) && object.type === 'MemberExpression' && nameOf(object['property']) === shared);
      if (!onShared) return undefined;
      return node['computed'] ? stringOf(node['property']) : nameOf(node['property']);
    }
    case 'Identifier':
      return RUNTIME_LOADER.test(String(node['name'])) ? 'opaque' : undefined;
    default:
      return undefined;
  }
}

const isBuiltin = (request: string) => request.startsWith('node:') || builtinModules.includes(request.split('/')[0]!);

/**
 * The modules `script` expects its realm to provide and the host does not, Node's built-ins apart; sorted. Read from
 * the script's syntax tree (acorn), so text inside strings, templates and comments asks for nothing. How a bundle
 * shows each module (decision 0063): `require('x')` and `createRequire(…)('x')` (commonjs and node-commonjs
 * externals, `__non_webpack_require__`), `import('x')` and `import … from 'x'` (import and module externals), the
 * string `Cannot find module 'x'` (a request webpack could not resolve, left to throw at run time), and
 * `__mfpShared['x']` or `__mfpShared.x` (a shared request the host may not provide on the server, e.g. a subpath).
 * A `require` of a computed name, `createRequire` and `__non_webpack_require__` load modules the gate cannot name.
 */
export function serverScriptImports(script: string): ServerScriptImports {
  let tree: Node;
  try {
    tree = parseScript(script);
  } catch (error) {
    return { builtins: [], unprovided: [], unparsable: error instanceof Error ? error.message : String(error) };
  }
  const requests = new Set<string>();
  let opaque = false;
  for (const node of nodesOf(tree)) {
    const request = requestOf(node);
    if (request === 'opaque') opaque = true;
    else if (request !== undefined) requests.add(request);
  }
  const asked = [...requests].filter((request) => !isServerSharedModule(request)).sort();
  return {
    builtins: asked.filter(isBuiltin),
    unprovided: [
      ...asked.filter((request) => !isBuiltin(request)),
      ...(opaque ? ['a module named at run time (require(<expression>), createRequire)'] : []),
    ],
  };
}
