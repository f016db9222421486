import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileGraphOf, SOURCE_FILE } from './fileGraph';
import type { ImportGraph } from './findCycles';

/** Which sibling folders each folder imports from, named by the folders' own names (`boundary → failures`). */
export type FolderGraph = ImportGraph;

/**
 * Tests (jest's `*.test.ts`, Playwright's `*.spec.ts`) sit above the code they test, wherever they are kept: a test
 * beside its code that uses a `testing/` helper folder, whose helpers use that code, is no cycle of the code.
 */
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** The folders a file sits in, outermost first; none for a file at the top (`a.ts`). */
function foldersOf(file: string): string[] {
  const folder = path.dirname(file);
  return folder === '.' ? [] : folder.split(path.sep);
}

/**
 * The folder graphs of every folder that has sub-folders, keyed by that folder's path: an import from a file under
 * `x/a/` of one under `x/b/` is the edge `a → b` of `x`'s graph. Only the two files' nearest common folder gets the
 * edge; higher up both sit in the same folder, and an import of a file directly in `x` is no folder's. Paths are
 * relative (the top is `.`). Every sub-folder holding a file is a node, importing or not. Tests' imports are left
 * out (`TEST_FILE`).
 */
export function siblingFolderGraphsOf(fileGraph: ImportGraph): Map<string, FolderGraph> {
  const graphs = new Map<string, FolderGraph>();
  const folderGraph = (folders: string[]): FolderGraph => {
    const parent = folders.join(path.sep) || '.';
    const graph = graphs.get(parent) ?? new Map<string, Set<string>>();
    graphs.set(parent, graph);
    return graph;
  };
  for (const file of fileGraph.keys()) {
    const folders = foldersOf(file);
    folders.forEach((folder, depth) => {
      const graph = folderGraph(folders.slice(0, depth));
      if (!graph.has(folder)) graph.set(folder, new Set());
    });
  }
  for (const [from, imports] of fileGraph) {
    if (TEST_FILE.test(from)) continue;
    const fromFolders = foldersOf(from);
    for (const to of imports) {
      const toFolders = foldersOf(to);
      let common = 0;
      while (common < fromFolders.length && fromFolders[common] === toFolders[common]) common += 1;
      const fromChild = fromFolders[common];
      const toChild = toFolders[common];
      if (fromChild === undefined || toChild === undefined) continue;
      folderGraph(fromFolders.slice(0, common)).get(fromChild)!.add(toChild);
    }
  }
  return graphs;
}

/** The folder graph of the folders directly under `root`, from the relative imports of their source files. */
export function folderGraphOf(root: string): FolderGraph {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  const fileGraph = fileGraphOf(files, (file) => readFileSync(path.join(root, file), 'utf8'));
  return siblingFolderGraphsOf(fileGraph).get('.') ?? new Map();
}
