import path from 'node:path';
import type { ImportGraph } from './findCycles';

/**
 * A relative module specifier wherever a file names another module: `from '…'` (imports and re-exports),
 * `import '…'`, `import('…')`, `require('…')`, and jest's `mock`, `doMock` and `requireActual`, which load a module as
 * surely as an import does. Type-only imports count: a cycle of types still makes two files one to read.
 */
const RELATIVE_IMPORT =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\b(?:require|jest\.mock|jest\.doMock|jest\.requireActual)\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** What TypeScript and Node try, in order, for a specifier without its extension. */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

export const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The relative specifiers a source names, in order, repeats included. */
export function relativeImportsOf(source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)].map((match) => match[1] ?? '');
}

/**
 * The file among `files` that `specifier`, written in `importer`, loads: as written, with an extension, or a folder's
 * index; a `.js` specifier may name its `.ts` source. Undefined for anything else (JSON, a file outside `files`).
 */
export function resolveRelativeImport(
  importer: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  const target = path.join(path.dirname(importer), specifier);
  const withoutJs = target.replace(/\.(?:js|jsx|mjs|cjs)$/, '');
  const candidates = [
    target,
    ...EXTENSIONS.map((extension) => target + extension),
    ...EXTENSIONS.map((extension) => withoutJs + extension),
    ...EXTENSIONS.map((extension) => path.join(target, `index${extension}`)),
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The file graph of `files`: each file's relative imports that resolve to another of `files`. Every file is a node,
 * importing or not, so a caller can tell "imports nothing" from "not looked at".
 */
export function fileGraphOf(files: readonly string[], read: (file: string) => string): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const imports = new Set<string>();
    for (const specifier of relativeImportsOf(read(file))) {
      const imported = resolveRelativeImport(file, specifier, known);
      if (imported) imports.add(imported);
    }
    graph.set(file, imports);
  }
  return graph;
}
