import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { manifestAssets, readManifest } from '@mfp/shared/compatibility';
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
  await mkdir(path.join(dir, 'src'));
  await writeFile(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "1.0.0" }');
  await writeFile(
    path.join(dir, 'src', 'App.tsx'),
    "import './styles.css';\nimport styles from './App.module.css';\n" +
      'export default function App() {\n  return <p className={`plain ${styles.box}`}>reviews</p>;\n}\n',
  );
  await writeFile(path.join(dir, 'src', 'styles.css'), '.plain { color: rgb(1, 2, 3); }\n');
  await writeFile(path.join(dir, 'src', 'App.module.css'), '.box { border: 1px solid rgb(4, 5, 6); }\n');
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

const sriOfFile = async (file: string) =>
  `sha384-${createHash('sha384')
    .update(await readFile(path.join(dir, 'dist', file)))
    .digest('base64')}`;

/** Every file the manifest names but the entry, each with whether its SHA-384 is in the entry. */
async function hashesInEntry(): Promise<{ file: string; inEntry: boolean }[]> {
  const read = readManifest(await readFile(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8'));
  if (read.kind !== 'manifest') throw new Error(read.detail);
  const entry = await readFile(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
  const named = [...manifestAssets(read.manifest).keys()].filter((file) => file !== 'remoteEntry.js');
  return Promise.all(named.map(async (file) => ({ file, inEntry: entry.includes(await sriOfFile(file)) })));
}

describe('stylesheets in the webpack remote build', () => {
  it('extracts .css files and CSS Modules, each script and stylesheet with its hash in the entry', async () => {
    await build(createRemoteConfig({ name: 'reviews', packageDir: dir }));
    const files = await hashesInEntry();
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
    const scripts = (await hashesInEntry()).filter(({ file }) => file.endsWith('.js'));
    expect(scripts.map(({ file }) => file)).toContainEqual(expect.stringMatching(/^__federation_expose_App\./));
    expect(scripts.filter(({ inEntry }) => !inEntry)).toEqual([]);
  });
});
