import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileGraphOf, SOURCE_FILE } from './fileGraph';
import { findCycles } from './findCycles';
import { siblingFolderGraphsOf } from './folderGraph';

/** Cycles of one place, each as the nodes along it (`a → b → a`). */
export interface PlaceCycles {
  /** `folders under kit/src` (cycles name its sub-folders) or `files of kit` (cycles name files from the root). */
  place: string;
  cycles: string[];
}

/** Tracked files and new ones not yet committed; ignored ones (build output, generated fixtures) are not source. */
function repositoryFiles(repoRoot: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot })
    .toString('utf8')
    .split('\n')
    .filter((file) => file !== '' && existsSync(path.join(repoRoot, file)));
}

/** The package a file belongs to: the folder of its nearest `package.json`, as for Node (`.` for the root's). */
export function packageOf(file: string, packageRoots: readonly string[]): string {
  const holding = packageRoots.filter((root) => root === '.' || file.startsWith(`${root}/`));
  return holding.reduce((deepest, root) => (root.length > deepest.length ? root : deepest), '.');
}

/**
 * The source files of every package of the repository (workspaces, the example, and the root's own: scripts, bench,
 * tools, e2e), keyed by package root, paths relative to it.
 */
export function sourceFilesByPackage(repoRoot: string): Map<string, string[]> {
  const files = repositoryFiles(repoRoot).filter((f) => !process.env.NOTESTS || !/\.test\.tsx?$/.test(f));
  const roots = files.filter((file) => path.basename(file) === 'package.json').map((file) => path.dirname(file));
  const byPackage = new Map<string, string[]>(roots.map((root) => [root, []]));
  for (const file of files.filter((candidate) => SOURCE_FILE.test(candidate))) {
    const root = packageOf(file, roots);
    byPackage.get(root)!.push(path.relative(root, file));
  }
  return byPackage;
}

const inPackage = (root: string, relative: string) => path.join(root, relative);

/**
 * Every cycle of the repository's relative imports, inside each package (an import across packages goes through the
 * package's entry, which the lint rules enforce): between files, and between sibling folders at any depth.
 */
export function repositoryCycles(repoRoot: string): PlaceCycles[] {
  const found: PlaceCycles[] = [];
  for (const [root, files] of sourceFilesByPackage(repoRoot)) {
    const fileGraph = fileGraphOf(files, (file) => readFileSync(path.join(repoRoot, inPackage(root, file)), 'utf8'));
    const fileCycles = findCycles(fileGraph);
    if (fileCycles.length > 0) {
      found.push({
        place: `files of ${root === '.' ? 'the root package' : root}`,
        cycles: fileCycles.map((cycle) => cycle.map((file) => inPackage(root, file)).join(' → ')),
      });
    }
    for (const [parent, folderGraph] of siblingFolderGraphsOf(fileGraph)) {
      const folderCycles = findCycles(folderGraph);
      if (folderCycles.length === 0) continue;
      found.push({
        place: `folders under ${inPackage(root, parent)}`,
        cycles: folderCycles.map((cycle) => cycle.join(' → ')),
      });
    }
  }
  return found.sort((a, b) => a.place.localeCompare(b.place));
}
