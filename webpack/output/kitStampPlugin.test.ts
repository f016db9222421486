import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { KIT_PACKAGE, KIT_STAMP_FILE, kitStampSchema, REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import kitPackage from '@mfp/remote-kit/package.json';
import { createRemoteConfig } from '@mfp/webpack-config';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { kitStamp, KitStampPlugin } from './kitStampPlugin';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mfp-kit-stamp-'));
  await writeFile(path.join(dir, 'index.js'), 'export const answer = 42;\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the kit stamp', () => {
  it("says which kit, version, contract and bundler built the remote, with the kit's own version", () => {
    expect(kitStamp('rspack')).toEqual({
      kit: KIT_PACKAGE,
      version: kitPackage.version,
      contract: REMOTE_CONTRACT_VERSION,
      bundler: 'rspack',
    });
  });

  it('is written into the build output as mfp-kit.json, in the shape the gate reads', async () => {
    const output = path.join(dir, 'dist');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: output },
      plugins: [new KitStampPlugin('webpack')],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) =>
        compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
      ),
    );
    const stamp = kitStampSchema.parse(JSON.parse(await readFile(path.join(output, KIT_STAMP_FILE), 'utf8')));
    expect(stamp).toEqual(kitStamp('webpack'));
  });

  it("is part of every remote build made with the platform's factory", () => {
    const config = createRemoteConfig({
      name: 'reviews',
      packageDir: path.join(repoRoot, 'remotes', 'catalog'),
    });
    expect(config.plugins?.some((plugin) => plugin instanceof KitStampPlugin)).toBe(true);
  });
});
