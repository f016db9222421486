import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { KIT_LAYOUT } from './kitLayout';
import { packKit } from './packKit';

const run = promisify(execFile);

/** Packing builds the bundles and the type declarations: about a minute, unless the inputs are unchanged. */
jest.setTimeout(10 * 60_000);

describe('packing the kit', () => {
  it('refuses `npm pack -w kit`, which would pack the sources without dist/ or the bin, and names npm run kit:pack', () => {
    const pack = spawnSync('npm', ['pack', '--dry-run', '-w', 'kit', '--json'], {
      cwd: KIT_LAYOUT.repoRoot,
      encoding: 'utf8',
    });
    expect(pack.status).not.toBe(0);
    expect(pack.stderr).toContain('Run `npm run kit:pack` at the repository');
    expect(pack.stdout).not.toMatch(/"filename"/);
  });

  it("packs dist/ with every entry's bundle and declarations, and the mfp bin, with `npm run kit:pack`", async () => {
    const tarball = await packKit(() => undefined);
    const { stdout: listing } = await run('tar', ['-tzf', tarball]);
    const files = listing.split('\n').filter(Boolean);
    for (const entry of ['index', 'webpack', 'rspack', 'standalone', 'router', 'data'])
      expect(files).toEqual(expect.arrayContaining([`package/dist/${entry}.js`, `package/dist/${entry}.d.ts`]));
    expect(files).toEqual(expect.arrayContaining(['package/dist/mfp.js', 'package/README.md']));
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    const manifest = JSON.parse(stdout) as { bin?: Record<string, string>; dependencies?: Record<string, string> };
    expect(manifest.bin).toEqual({ mfp: './dist/mfp.js' });
    expect(manifest.dependencies).toHaveProperty('webpack-dev-server');
    expect(path.basename(tarball)).toMatch(/^mfp-remote-kit-\d+\.\d+\.\d+\.tgz$/);
  });

  it('bundles the workspace packages into the data entry, and declares the loader contract beside useLoaderData', async () => {
    const tarball = await packKit(() => undefined);
    const { stdout: bundle } = await run('tar', ['-xzOf', tarball, 'package/dist/data.js']);
    expect(bundle).toContain('Symbol.for("@mfp/loader-data")');
    expect(bundle).not.toMatch(/from\s*["']@mfp\//);
    const { stdout: declarations } = await run('tar', ['-xzOf', tarball, 'package/dist/data.d.ts']);
    for (const name of ['function useLoaderData', 'interface LoaderArgs', 'type Loader<'])
      expect(declarations).toContain(name);
  });
});
