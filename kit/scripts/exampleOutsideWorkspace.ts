import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { installOnce } from './installedExample';
import { KIT_LAYOUT } from './kitLayout';
import { packKit } from './packKit';

const run = promisify(execFile);
const EXAMPLE = path.join(KIT_LAYOUT.repoRoot, 'examples', 'remote-in-its-own-repo');

/** What a copy is built with, and the remote it is registered as (the example's own, `reviews`, by default). */
export interface ExampleOptions {
  /**
   * `rspack`: the copy's README way for Rspack, an `rspack.config.js` with `createRspackRemoteConfig` instead of
   * `webpack.config.js`, and `@rspack/core` installed at the range the platform builds with.
   */
  bundler?: 'webpack' | 'rspack';
  /** `mfp` of its package.json: name, route and title. */
  remote?: { name: string; route: string; title: string };
}

const RSPACK_CONFIG = `// The platform's remote build, with Rspack: see webpack.config.js in the example.
const { createRspackRemoteConfig } = require('@mfp/remote-kit/rspack');
const { mfp } = require('./package.json');

module.exports = createRspackRemoteConfig({ name: mfp.name, packageDir: __dirname });
`;

interface ExampleManifest {
  devDependencies: Record<string, string>;
  mfp: Record<string, string>;
}

const readManifest = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as ExampleManifest;

/** For Rspack: its config file instead of webpack's, and `@rspack/core` to install; before the install. */
async function configureBundler(dir: string, bundler: ExampleOptions['bundler']): Promise<void> {
  if (bundler !== 'rspack') return;
  const manifestFile = path.join(dir, 'package.json');
  const manifest = await readManifest(manifestFile);
  const root = await readManifest(path.join(KIT_LAYOUT.repoRoot, 'package.json'));
  manifest.devDependencies['@rspack/core'] = root.devDependencies['@rspack/core']!;
  await rm(path.join(dir, 'webpack.config.js'));
  await writeFile(path.join(dir, 'rspack.config.js'), RSPACK_CONFIG);
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
}

/**
 * The remote the copy builds as: `mfp` of its package.json, which no install reads, so written after it. The example's
 * own is left as installed, byte for byte, so that its build is the same as a copy's without options (builtExample.ts).
 */
async function configureRemote(dir: string, remote: ExampleOptions['remote']): Promise<void> {
  if (!remote) return;
  const manifestFile = path.join(dir, 'package.json');
  const manifest = await readManifest(manifestFile);
  const mfp = { ...manifest.mfp, ...remote };
  if (JSON.stringify(mfp) === JSON.stringify(manifest.mfp)) return;
  await writeFile(manifestFile, JSON.stringify({ ...manifest, mfp }, null, 2));
}

/** A copy of the example remote in a folder of its own, with the packed kit installed. */
export interface ExampleCopy {
  /** The copy's folder (`…/reviews`), where `npm run build` and `npx mfp` run. */
  dir: string;
  /** The packed kit it installed: what its builds are keyed by, beside its own files (builtExample.ts). */
  tarball: string;
  /** Milliseconds each step took: packing the kit and `npm install`. */
  timings: { pack: number; install: number };
  remove(): Promise<void>;
}

/** Installs the copy's dependencies in `dir`, with the kit from `tarball`. */
type Install = (dir: string, tarball: string) => Promise<void>;

/** The example's own package.json, its kit dependency pointed at the tarball, and `npm install`. */
const installFromPackageJson: Install = async (dir, tarball) => {
  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { devDependencies: Record<string, string> };
  manifest.devDependencies['@mfp/remote-kit'] = `file:${tarball}`;
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
};

/**
 * Packs the kit and installs it into a copy of `examples/remote-in-its-own-repo/` outside the workspace, where nothing
 * of this repository's node_modules can be found: as another team's checkout would have it. `install` puts the kit
 * (the tarball just packed) and the rest in place, from the npm registry (or its cache): by default the example's own
 * package.json, installed once per run and copied after that (`installOnce`); `installLikeKitReadme` runs the kit
 * README's commands instead, every time.
 */
export async function exampleOutsideWorkspace(
  install: Install = installFromPackageJson,
  options: ExampleOptions = {},
): Promise<ExampleCopy> {
  const packStarted = Date.now();
  const tarball = await packKit(() => undefined);
  const pack = Date.now() - packStarted;
  const parent = await mkdtemp(path.join(tmpdir(), 'mfp-example-'));
  const remove = () => rm(parent, { recursive: true, force: true });
  try {
    const dir = path.join(parent, 'reviews');
    await cp(EXAMPLE, dir, {
      recursive: true,
      filter: (source) => !/[/\\](?:node_modules|dist|sourcemaps)(?:[/\\]|$)/.test(source),
    });
    await configureBundler(dir, options.bundler);
    const installStarted = Date.now();
    if (install === installFromPackageJson) await installOnce(dir, tarball, () => install(dir, tarball));
    else await install(dir, tarball);
    await configureRemote(dir, options.remote);
    return { dir, tarball, timings: { pack, install: Date.now() - installStarted }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
