import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { hashesInEntry, writeStyledRemote } from '@mfp/testing/styledRemote';
import { styledServerBuild } from '@mfp/testing/styledServerBuild';
import { createRemoteConfig } from '@mfp/webpack-config';
import { repoRoot } from '../repoRoot';

// Inside the repository, so the build resolves React from the root's node_modules, in a folder git ignores (`dist/`),
// outside node_modules, whose files the TypeScript rule leaves alone.
const PARENT = path.join(repoRoot, 'webpack', 'dist');

/** Two production webpack builds: seconds each on two shared cores. */
jest.setTimeout(120_000);

let dir: string;
beforeAll(async () => {
  await mkdir(PARENT, { recursive: true });
  dir = await mkdtemp(path.join(PARENT, 'mfp-stylesheet-remote-'));
  await writeStyledRemote(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function build(config: Configuration): Promise<void> {
  const compiler = webpack({ ...config, stats: 'none' });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    ),
  );
}

describe('stylesheets in the webpack remote build', () => {
  it('extracts .css files and CSS Modules, each script and stylesheet with its hash in the entry', async () => {
    await build(createRemoteConfig({ name: 'reviews', packageDir: dir }));
    const files = await hashesInEntry(path.join(dir, 'dist'));
    const stylesheets = files.filter(({ file }) => file.endsWith('.css'));
    expect(stylesheets).toEqual([
      { file: expect.stringMatching(/^__federation_expose_App\.\w{8}\.css$/), inEntry: true },
    ]);
    expect(files.filter(({ inEntry }) => !inEntry)).toEqual([]);
    const css = await readFile(path.join(dir, 'dist', stylesheets[0]!.file), 'utf8');
    // Every rule is scoped to the remote's slot (decision 0059); a CSS Module's class is renamed, and salted with
    // the remote's name so that two remotes never share one.
    expect(css).toContain('[data-mfp-slot="reviews"] .plain');
    expect(css).toMatch(/\[data-mfp-slot="reviews"\] \.box_[\w-]{6}\s*\{/);
    const entry = await readFile(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
    // mini-css-extract-plugin's `<link>` gets the stylesheet's hash from the runtime, with crossorigin.
    expect(/\.integrity=\w+\.sriCssHashes\[\w+\],\w+\.crossOrigin="anonymous"/.test(entry)).toBe(true);
  });

  it("writes the server build beside it: one script naming the browser build's CSS Module classes", async () => {
    const dist = path.join(dir, 'dist');
    const server = await styledServerBuild(dist);
    expect(server.files).toEqual(['mfp-server.json', server.manifest.entry]);
    expect(server.manifest).toMatchObject({
      name: 'reviews',
      exposes: ['./App'],
      shared: { react: expect.any(String) },
    });
    const [, box] = server.className.split(' ');
    expect(server.className).toMatch(/^plain box_[\w-]{6}$/);
    // No stylesheet's text: the host links the browser build's.
    expect(server.script).not.toContain('rgb(1, 2, 3)');
    expect(server.script).not.toContain('rgb(4, 5, 6)');
    const stylesheet = (await hashesInEntry(dist)).find(({ file }) => file.endsWith('.css'))!.file;
    expect(await readFile(path.join(dist, stylesheet), 'utf8')).toContain(`.${box}`);
  });

  it("keeps the expose chunk's script hash in the runtime when webpack's own CSS puts the stylesheet last", async () => {
    // What a remote built before decision 0054 had: no `.css` rule, so webpack 5.111 turned its own CSS support on,
    // and the SRI plugin gave the chunk its stylesheet's hash. The script's hash must win whatever the files' order.
    const config = createRemoteConfig({ name: 'reviews', packageDir: dir });
    await build({
      ...config,
      experiments: { css: true },
      module: {
        rules: config.module?.rules?.filter((rule) => !String((rule as { test?: unknown }).test).includes('css')),
      },
      plugins: config.plugins?.filter((plugin) => plugin?.constructor.name !== 'MiniCssExtractPlugin'),
    });
    const scripts = (await hashesInEntry(path.join(dir, 'dist'))).filter(({ file }) => file.endsWith('.js'));
    expect(scripts.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^__federation_expose_App\./));
    expect(scripts.filter(({ inEntry }) => !inEntry)).toEqual([]);
  });
});
