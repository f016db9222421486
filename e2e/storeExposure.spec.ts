import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';

/**
 * What the platform ships, as built and published by the browser tests' own setup (the real production builds): the
 * host's `dist/`, served by the host server, and the versions published into the store, served from its origin.
 * Nothing in them may reveal the build machine or carry the sources; the source maps are kept beside `dist/`.
 */

const HOST_DIST = path.join(repoRoot, 'host', 'dist');
const REMOTES = ['catalog', 'cart'];
/** The host's entry script, named by its content hash (docs/decisions/0040). */
const hostEntry = () => {
  const entry = readdirSync(HOST_DIST).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name));
  expect(entry, 'the host build has a hashed entry script').toBeDefined();
  return entry!;
};
const storeUrl = `http://localhost:${E2E_PORTS.store}`;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/** A file's text as a browser gets it: precompressed siblings (.gz, .br) decompressed. */
function shippedText(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

const publishedVersions = () =>
  REMOTES.flatMap((remote) => {
    const dir = path.join(E2E_PATHS.storeDir, 'remotes', remote);
    return readdirSync(dir)
      .map((version) => path.join(dir, version))
      .filter((versionDir) => statSync(versionDir).isDirectory());
  });

const shippedFiles = () => [...filesBelow(HOST_DIST), ...publishedVersions().flatMap(filesBelow)];

test('no shipped file contains an absolute path of the build machine', () => {
  const files = shippedFiles();
  expect(files.length).toBeGreaterThan(20);
  const leaking = files.filter((file) => shippedText(file).includes(repoRoot));
  expect(leaking).toEqual([]);
});

test('no source map is shipped, nor pointed at, and the maps are kept beside dist/', () => {
  const files = shippedFiles();
  expect(files.filter((file) => /\.map(\.gz|\.br)?$/.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((file) => shippedText(file).includes('sourceMappingURL'))).toEqual([]);
  // Kept for the platform team, to read a minified stack from the server log: the host's entry, and each remote's
  // container (a remote's production build is its container only).
  expect(existsSync(path.join(repoRoot, 'host', 'sourcemaps', `${hostEntry()}.map`))).toBe(true);
  for (const name of REMOTES)
    expect(existsSync(path.join(repoRoot, 'remotes', name, 'sourcemaps', 'remoteEntry.js.map'))).toBe(true);
});

test('neither server answers for a source map', async ({ request }) => {
  const [version] = publishedVersions();
  const storePath = `/${path.relative(E2E_PATHS.storeDir, version!)}`;
  const entry = hostEntry();
  for (const url of [
    `/${entry}.map`,
    '/main.js.map',
    `${storeUrl}${storePath}/remoteEntry.js.map`,
    `${storeUrl}${storePath}/main.js.map`,
  ])
    expect((await request.get(url)).status(), url).toBe(404);
  // The files those maps belong to are there: it is the maps that are missing.
  expect((await request.get(`/${entry}`)).status()).toBe(200);
  expect((await request.get(`${storeUrl}${storePath}/remoteEntry.js`)).status()).toBe(200);
});

test('the store holds no standalone page, which its origin would serve without the host CSP', async ({ request }) => {
  const pages = publishedVersions()
    .flatMap(filesBelow)
    .filter((file) => /\.html?(\.gz|\.br)?$/.test(file));
  expect(pages).toEqual([]);
  const [version] = publishedVersions();
  const page = await request.get(`${storeUrl}/${path.relative(E2E_PATHS.storeDir, version!)}/index.html`);
  expect(page.status()).toBe(404);
});
