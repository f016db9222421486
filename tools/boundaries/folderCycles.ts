import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Which folders each folder imports from: `from '../x/…'`, `import('../x/…')` and `jest.mock('../x/…')` alike. */
export type FolderGraph = Map<string, Set<string>>;

export const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bjest\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every TypeScript file under `dir`, tests included: a test that imports a folder depends on it too. */
export function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, into);
    else if (/\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

/** The first folder under `root` that `file` sits in, or undefined for a file at the top of `root` or outside it. */
function folderOf(root: string, file: string): string | undefined {
  const [first, ...rest] = path.relative(root, file).split(path.sep);
  return first && first !== '..' && rest.length > 0 ? first : undefined;
}

/** The folder graph of the folders directly under `root`, from the relative imports of their TypeScript files. */
export function folderGraphOf(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const to = folderOf(root, path.resolve(path.dirname(file), match[1] ?? ''));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** One cycle of the graph as the folders along it (`a → b → a`), or undefined when the graph has none. */
export function findCycle(graph: FolderGraph): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (folder: string): string[] | undefined => {
    const onPath = path.indexOf(folder);
    if (onPath >= 0) return [...path.slice(onPath), folder];
    if (done.has(folder)) return undefined;
    path.push(folder);
    for (const next of graph.get(folder) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(folder);
    return undefined;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return undefined;
}
