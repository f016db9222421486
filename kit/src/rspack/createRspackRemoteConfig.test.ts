import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { hashesInEntry, writeStyledRemote } from '@mfp/testing/styledRemote';
import { styledServerBuild } from '@mfp/testing/styledServerBuild';
import { KIT_STAMP_FILE, kitStampSchema, REMOTE_CONTRACT_VERSION } from '@mfp/shared/deploy';
import { remoteUniqueName } from '@mfp/webpack-config';
import { createRspackRemoteConfig } from './createRspackRemoteConfig';

// Inside the repository (in the kit's ignored pack folder), so the build resolves React from the root's node_modules.
const PARENT = path.resolve(__dirname, '..', '..', 'pack');

let dir: string;
beforeAll(async () => {
  await mkdir(PARENT, { recursive: true });
  dir = await mkdtemp(path.join(PARENT, 'rspack-remote-'));
  await writeStyledRemote(dir);
  await writeFile(path.join(dir, 'src', 'index.ts'), "import('./App');\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the Rspack remote factory', () => {
  it('builds the container, the manifest and the kit stamp for browsers, with maps kept out of dist/', async () => {
    const config = createRspackRemoteConfig({ name: 'reviews', packageDir: dir });
    const compiler = rspack({ ...config, stats: 'none' });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) =>
        compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
      ),
    );
    const dist = path.join(dir, 'dist');
    const files = await readdir(dist);
    expect(files).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', KIT_STAMP_FILE]));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const stamp = kitStampSchema.parse(JSON.parse(await readFile(path.join(dist, KIT_STAMP_FILE), 'utf8')));
    expect(stamp).toMatchObject({ contract: REMOTE_CONTRACT_VERSION, bundler: 'rspack' });
    const remoteEntry = await readFile(path.join(dist, 'remoteEntry.js'), 'utf8');
    // Every chunk's integrity is in the entry, as the gate requires (decision 0031).
    expect(remoteEntry).toMatch(/sha384-/);
    // Built for browsers only (`optimization.target: 'web'`): the runtime's Node script loader, which evaluates a
    // fetched entry with `vm.runInThisContext`, is left out (2.6 KB gzip with `disableRemote`).
    expect(remoteEntry).not.toContain('runInThisContext');
  });

  it("extracts stylesheets and CSS Modules, with every script's and stylesheet's hash in the entry", async () => {
    const dist = path.join(dir, 'dist');
    const files = await hashesInEntry(dist);
    const stylesheets = files.map(({ file }) => file).filter((file) => file.endsWith('.css'));
    expect(stylesheets).toHaveLength(1);
    const css = await readFile(path.join(dist, stylesheets[0]!), 'utf8');
    // The module's class is renamed and salted with the remote's name; the plain file's is kept.
    expect(css).toMatch(/\.plain\{color:(rgb\(1, ?2, ?3\)|#010203)\}/);
    expect(css).toMatch(/\.box_[\w-]{6}\{border:1px solid (rgb\(4, ?5, ?6\)|#040506)\}/);
    const remoteEntry = await readFile(path.join(dist, 'remoteEntry.js'), 'utf8');
    expect(files.filter(({ inEntry }) => !inEntry)).toEqual([]);
    // Rspack's integrity plugin sets the stylesheet's hash on the `<link>` its extract plugin creates.
    expect(/\.integrity=\w+\.sriExtractCssHashes\[\w+\]/.test(remoteEntry)).toBe(true);
  });

  it("writes the server build with Rspack too: one script naming the browser build's CSS Module classes", async () => {
    const dist = path.join(dir, 'dist');
    const server = await styledServerBuild(dist);
    expect(server.files).toEqual(['mfp-server.json', server.manifest.entry]);
    const [, box] = server.className.split(' ');
    expect(server.className).toMatch(/^plain box_[\w-]{6}$/);
    // No stylesheet's text: the host links the browser build's.
    expect(server.script).not.toContain('rgb(1, 2, 3)');
    expect(server.script).not.toContain('rgb(4, 5, 6)');
    const stylesheet = (await hashesInEntry(dist)).find(({ file }) => file.endsWith('.css'))!.file;
    expect(await readFile(path.join(dist, stylesheet), 'utf8')).toContain(`.${box}`);
  });

  it("names its chunk-loading global after the remote's folder, as the webpack factory does (issue 41, item 5)", () => {
    const { uniqueName } = createRspackRemoteConfig({ name: 'reviews', packageDir: dir }).output ?? {};
    expect(uniqueName).toBe(remoteUniqueName('reviews', dir, 'production'));
    expect(uniqueName).toMatch(/^mfp_remote_reviews_[0-9a-f]{8}$/);
  });

  it('shares React as the host does: singletons at the installed versions', () => {
    const config = createRspackRemoteConfig({ name: 'reviews', packageDir: dir });
    const federation = config.plugins?.find(
      (plugin) => plugin?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as {
      _options: { shared: Record<string, { singleton: boolean; version: string }> };
    };
    expect(federation._options.shared.react).toMatchObject({
      singleton: true,
      version: expect.stringMatching(/^19\./),
    });
    expect(Object.keys(federation._options.shared)).toEqual(
      expect.arrayContaining(['react/', 'react-dom', 'react-dom/']),
    );
  });
});
