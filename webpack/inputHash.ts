import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repoRoot';

/**
 * Names that never feed a build: build output, its stamp, dependencies, the store, tool caches and OS litter. Named one
 * by one rather than "anything starting with a dot", because dotfiles such as `.browserslistrc` or `.babelrc` do
 * change the bundle.
 */
const IGNORED = new Set([
  'node_modules',
  'dist',
  'sourcemaps',
  '.build-stamp',
  '.store',
  'test-results',
  'playwright-report',
  'coverage',
  '.git',
  '.cache',
  '.DS_Store',
]);

/** Root files every build reads: ts-loader compiles with tsconfig.json, and package.json holds the workspaces. */
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

function collectFiles(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(full, into);
    // Tests do not change the bundle.
    else if (!/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
}

/**
 * A hash of everything that goes into a build: the package's own files, the shared workspace, the webpack factories
 * and the root package.json, lockfile and tsconfig.json. Equal hashes mean an existing build is still current.
 * `root` is the repository root; tests pass a temporary one.
 */
export function inputHash(packageDir: string, mode: string, root: string = repoRoot): string {
  const files: string[] = [];
  for (const dir of [packageDir, path.join(root, 'shared'), path.join(root, 'webpack')]) collectFiles(dir, files);
  for (const name of ROOT_FILES) {
    const file = path.join(root, name);
    if (existsSync(file)) files.push(file);
  }
  return hashOf(mode, files, root);
}

/**
 * A hash of a package folder's own files as `inputHash` reads them, without the workspace around it: what a remote
 * built in a repository of its own reads from that repository (sources, package.json, lockfile, configs).
 */
export function packageInputHash(packageDir: string, mode: string): string {
  const files: string[] = [];
  collectFiles(packageDir, files);
  return hashOf(mode, files, packageDir);
}

/** The files' paths (relative to `root`) and contents, and the mode. */
function hashOf(mode: string, files: string[], root: string): string {
  const hash = createHash('sha256').update(mode);
  // Deduplicated: a package inside shared/ or webpack/ must not count twice. Sorted: directory order varies.
  for (const file of [...new Set(files)].sort()) {
    if (!statSync(file).isFile()) continue;
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
