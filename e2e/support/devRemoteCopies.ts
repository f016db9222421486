import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { E2E_PATHS } from './e2ePaths';
import { PRODUCTS_API_ORIGIN } from './productsApi';

/**
 * Where the browser tests keep copies of the catalog that they may edit, given to the dev commands as
 * MFP_REMOTES_DIR. Inside the repository, so that the copies resolve the repository's node_modules.
 */
export const DEV_REMOTES_DIR = path.join(E2E_PATHS.workDir, 'dev-remotes');

export interface RemoteCopy {
  name: string;
  dir: string;
  /** Replaces `from` with `to` in one source file of the copy, failing loudly if `from` is not there. */
  edit(file: string, from: string, to: string): void;
}

/**
 * Copies `remotes/catalog` as a remote called `name`, with its own route, title and dev port, into `remotesDir` (a
 * folder of its own keeps a spec's copies out of the remotes another spec's dev commands list).
 */
export function copyCatalog(
  name: string,
  meta: { title: string; route: string; devPort: number },
  remotesDir = DEV_REMOTES_DIR,
): RemoteCopy {
  const dir = path.join(remotesDir, name);
  mkdirSync(remotesDir, { recursive: true });
  const source = path.join(repoRoot, 'remotes', 'catalog');
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !['node_modules', 'dist', '.build-stamp'].includes(path.basename(file)),
  });
  const packagePath = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(packagePath, 'utf8')) as { name: string; mfp: object };
  // Its standalone page's loader reads the suite's products API, not the one `npm start` serves.
  const mfp = { ...pkg.mfp, apiOrigins: [PRODUCTS_API_ORIGIN], ...meta };
  writeFileSync(packagePath, JSON.stringify({ ...pkg, name: `@mfp/e2e-${name}`, mfp }));
  // The copy sits deeper than remotes/<name>, so it reaches the factories by absolute path.
  writeFileSync(
    path.join(dir, 'webpack.config.ts'),
    `import { createRemoteConfig } from ${JSON.stringify(path.join(repoRoot, 'webpack'))};\n` +
      `export default createRemoteConfig({ name: ${JSON.stringify(name)}, packageDir: __dirname });\n`,
  );
  const bootstrap = path.join(dir, 'src', 'bootstrap.tsx');
  writeFileSync(bootstrap, readFileSync(bootstrap, 'utf8').replace("remoteName: 'catalog'", `remoteName: '${name}'`));
  return {
    name,
    dir,
    edit(file, from, to) {
      const target = path.join(dir, file);
      const text = readFileSync(target, 'utf8');
      if (!text.includes(from)) throw new Error(`${target} does not contain ${JSON.stringify(from)}`);
      writeFileSync(target, text.replace(from, to));
    },
  };
}
