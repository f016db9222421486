import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../webpack/repoRoot';

const IGNORED = new Set(['node_modules', 'dist', '.store', 'test-results']);

function collectFiles(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(full, into);
    // Tests do not change the bundle.
    else if (!/\.test\.tsx?$/.test(entry.name)) into.push(full);
  }
}

/**
 * A hash of everything that goes into a build: the package's own files, the shared workspace, the webpack factories
 * and the lockfile. Equal hashes mean an existing build is still current.
 */
export function inputHash(packageDir: string, mode: string): string {
  const files: string[] = [];
  for (const dir of [packageDir, path.join(repoRoot, 'shared'), path.join(repoRoot, 'webpack')])
    collectFiles(dir, files);
  const lockfile = path.join(repoRoot, 'package-lock.json');
  if (existsSync(lockfile)) files.push(lockfile);
  const hash = createHash('sha256').update(mode);
  for (const file of files.sort()) {
    if (!statSync(file).isFile()) continue;
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}
