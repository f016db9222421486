import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packKit } from '../../kit/scripts/packKit';
import { FOREIGN_APP_DIR, FOREIGN_DIR } from '../fixtures/buildForeignFixtures';
import { documentedViteConfigSource } from '../fixtures/buildViteFixtures';
import { addViteStylesheet } from '../fixtures/viteStylesheet';

const run = promisify(execFile);

/** A Vite remote in a folder of its own, built and deployed the way another team's repository does it. */
export interface ViteRemoteCopy {
  /** The project's folder, where `npm run build` and `npx mfp` run; the build lands in `dist/`. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * A Vite remote outside the workspace, where nothing of this repository's node_modules can be found: the foreign app's
 * sources with their stylesheet, `vite.config.mjs` copied from the contract's Vite block as written (its name is `reviews`), the Vite,
 * plugin and React versions of the Vite fixture (`e2e/fixtures/foreign/vite/package.json`), and the packed kit for
 * `mfp deploy`. Everything but the kit comes from the npm registry (or its cache): run it outside the network
 * namespace.
 */
export async function viteRemoteOutsideWorkspace(): Promise<ViteRemoteCopy> {
  const tarball = await packKit(() => undefined);
  const parent = await mkdtemp(path.join(tmpdir(), 'mfp-vite-remote-'));
  const remove = () => rm(parent, { recursive: true, force: true });
  try {
    const dir = path.join(parent, 'reviews');
    await cp(path.join(FOREIGN_APP_DIR, 'src'), path.join(dir, 'src'), { recursive: true });
    addViteStylesheet(path.join(dir, 'src'));
    await writeFile(path.join(dir, 'vite.config.mjs'), documentedViteConfigSource());
    const fixture = JSON.parse(await readFile(path.join(FOREIGN_DIR, 'vite', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const manifest = {
      name: 'reviews-vite-remote',
      version: '1.0.0',
      private: true,
      scripts: { build: 'vite build', deploy: 'mfp deploy dist --remote reviews' },
      dependencies: fixture.dependencies,
      devDependencies: { ...fixture.devDependencies, '@mfp/remote-kit': `file:${tarball}` },
    };
    await writeFile(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { dir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
