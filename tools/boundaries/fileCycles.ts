import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { RELATIVE_IMPORT, sourceFiles, type FolderGraph } from './folderCycles';

/** The file a relative import names, as TypeScript resolves it here: the file, with `.ts`/`.tsx`, or a folder's index. */
function resolveImport(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Which files each TypeScript file under `root` imports by a relative path (type-only imports too: they tie the two
 * files as much when reading them), keyed by their path relative to `root`. `findCycle` reads it as it reads folders.
 */
export function fileGraphOf(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const edges = new Set<string>();
    graph.set(path.relative(root, file), edges);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target?.startsWith(root + path.sep)) edges.add(path.relative(root, target));
    }
  }
  return graph;
}
