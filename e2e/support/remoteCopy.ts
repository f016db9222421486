import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { E2E_PATHS } from './e2ePaths';

/** Edits applied to a copy: relative file -> its new content, computed from the original. */
export type RemoteEdits = Record<string, (original: string) => string>;

/**
 * A copy of a remote's source with test-only edits, for the deploy command to build through REMOTES_DIR: a changed
 * release, a build that fails, a release the gate refuses. The repository's remote is never touched. Returns the folder
 * to pass as REMOTES_DIR (the copy is `<that folder>/<name>`). Its webpack config imports the factories by absolute
 * path, since the copy lives elsewhere in the tree. `source` is the remote's folder: a remote of `remotes/` unless told
 * (a fixture remote's, e.g. `e2e/fixtures/style-remotes/<name>`).
 */
export function remoteCopy(
  name: string,
  variant: string,
  edits: RemoteEdits,
  source = path.join(repoRoot, 'remotes', name),
): string {
  const remotesDir = path.join(E2E_PATHS.workDir, 'deploy-remotes', variant);
  const target = path.join(remotesDir, name);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(remotesDir, { recursive: true });
  cpSync(source, target, {
    recursive: true,
    filter: (file) => !['dist', 'node_modules'].includes(path.basename(file)) && !/\.test\.tsx?$/.test(file),
  });
  const factories = path.join(repoRoot, 'webpack');
  const config = path.join(target, 'webpack.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace(/from '\.\.\/\.\.\/webpack'/, `from '${factories}'`));
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(target, file);
    const original = readFileSync(full, 'utf8');
    const edited = edit(original);
    if (edited === original)
      throw new Error(`remoteCopy: the edit of ${file} changed nothing; is the source as expected?`);
    writeFileSync(full, edited);
  }
  return remotesDir;
}
