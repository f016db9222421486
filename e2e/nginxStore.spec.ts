import { expect, test, type Response } from '@playwright/test';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { IMMUTABLE, NO_CACHE } from '@mfp/host-server';
import { precompress, SIBLING_SUFFIX } from '@mfp/store/files';
import { FOLDER_STORE_NAMES, REMOTES_FOLDER } from '@mfp/store/folder';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS, NGINX_STORE_ORIGIN } from './support/e2ePorts';
import { startNginxStore, type NginxStore } from './support/startNginxStore';
import { runCli } from './support/deployCli';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * The store served by real nginx (store/nginx/store.conf.template) instead of the fastify store: a copy of the test
 * store, precompressed as a publish does, with catalog's registry entry pointed at it.
 */

/**
 * The copy lives outside the checkout, in a fresh folder under the system's temporary folder opened to 0755: started
 * as root, nginx's workers run as `nobody`, who cannot enter a checkout under a private (0700) folder such as /root or
 * a `mktemp -d` one. Set in beforeAll, removed in afterAll.
 */
let servedRoot = '';
let servedStore = '';
let nginx: NginxStore | undefined;

function catalogRelease(): { version: string; dir: string } {
  const version = baseRegistry().remotes.find((remote) => remote.name === 'catalog')?.version;
  if (!version)
    throw new Error('the base registry has no catalog entry with a version; see e2e/support/globalSetup.ts');
  return { version, dir: path.join(servedStore, REMOTES_FOLDER, 'catalog', version) };
}

/** Points catalog's registry entry at the same release on nginx. */
function serveCatalogFromNginx(): string {
  const catalog = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!catalog) throw new Error('the base registry has no catalog entry');
  const entry = `${NGINX_STORE_ORIGIN}${new URL(catalog.entry).pathname}`;
  redeploy({ ...catalog, entry });
  return new URL('.', entry).href;
}

test.beforeAll(async () => {
  servedRoot = mkdtempSync(path.join(tmpdir(), 'mfp-nginx-served-'));
  chmodSync(servedRoot, 0o755);
  servedStore = path.join(servedRoot, 'store');
  cpSync(E2E_PATHS.storeDir, servedStore, { recursive: true });
  const remotesDir = path.join(servedStore, REMOTES_FOLDER);
  for (const remote of readdirSync(remotesDir))
    for (const version of readdirSync(path.join(remotesDir, remote)))
      await precompress(path.join(remotesDir, remote, version), () => {});
  // Files nginx must not serve as they are: editor bookkeeping, and a file outside any version folder.
  writeFileSync(path.join(catalogRelease().dir, '.notes'), 'private');
  writeFileSync(path.join(remotesDir, 'catalog', 'notes.txt'), 'not part of a release');
  nginx = await startNginxStore({ storeDir: servedStore, port: E2E_PORTS.nginxStore });
  expect(nginx.url).toBe(NGINX_STORE_ORIGIN);
});

test.afterAll(async () => {
  await nginx?.close();
  if (servedRoot) rmSync(servedRoot, { recursive: true, force: true });
});

test.afterEach(() => restoreBaseRegistry());

/** The encoding nginx should have chosen for a file, given what the browser accepts and which siblings exist. */
function expectedEncoding(file: string, acceptEncoding: string): string | undefined {
  const accepts = (encoding: string) => new RegExp(`\\b${encoding}\\b`).test(acceptEncoding);
  if (nginx?.brotli && accepts('br') && existsSync(file + SIBLING_SUFFIX.br)) return 'br';
  if (accepts('gzip') && existsSync(file + SIBLING_SUFFIX.gzip)) return 'gzip';
  return undefined;
}

test('the host loads catalog from nginx: immutable, readable from any origin, precompressed', async ({ page }) => {
  const base = serveCatalogFromNginx();
  const fromNginx: Response[] = [];
  const catalogElsewhere: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(NGINX_STORE_ORIGIN)) fromNginx.push(response);
    else if (response.url().includes('/remotes/catalog/')) catalogElsewhere.push(response.url());
  });

  await page.goto('/catalog');
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);

  const files = fromNginx.map((response) => response.url().slice(base.length));
  expect(files).toEqual(expect.arrayContaining([REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE]));
  expect(catalogElsewhere).toEqual([]);
  const encodings: Record<string, string | undefined> = {};
  for (const response of fromNginx) {
    const file = response.url().slice(base.length);
    const headers = await response.allHeaders();
    const onDisk = path.join(catalogRelease().dir, file);
    expect(response.url().startsWith(base), response.url()).toBe(true);
    expect(response.status(), file).toBe(200);
    expect(headers['cache-control'], file).toBe(IMMUTABLE);
    expect(headers['access-control-allow-origin'], file).toBe('*');
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    const accepted = (await response.request().allHeaders())['accept-encoding'] ?? '';
    encodings[file] = headers['content-encoding'];
    expect(encodings[file], `${file} (accept-encoding: ${accepted})`).toBe(expectedEncoding(onDisk, accepted));
    // Whichever sibling was sent, the browser got the published file's bytes.
    expect((await response.body()).equals(readFileSync(onDisk)), file).toBe(true);
  }
  // The entry is large enough to have siblings, so the loop above saw at least one precompressed answer.
  expect(encodings[REMOTE_ENTRY_FILE]).toBe(nginx?.brotli ? 'br' : 'gzip');
});

test('nginx lists no folders and keeps dot files and the store’s own files private', async ({ page }) => {
  const { version } = catalogRelease();
  for (const url of [
    '/remotes/',
    '/remotes/catalog/',
    `/remotes/catalog/${version}/`,
    `/remotes/catalog/${version}`,
    `/remotes/catalog/${version}/.notes`,
    `/${FOLDER_STORE_NAMES.registry}`,
    `/${FOLDER_STORE_NAMES.releases}`,
  ]) {
    const response = await page.goto(`${NGINX_STORE_ORIGIN}${url}`);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator('body'), url).not.toContainText(REMOTE_ENTRY_FILE);
    await expect(page.locator('body'), url).not.toContainText('private');
  }
});

test('nginx revalidates files outside a version folder', async ({ request }) => {
  const response = await request.get(`${NGINX_STORE_ORIGIN}/remotes/catalog/notes.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(NO_CACHE);
  expect(response.headers()['access-control-allow-origin']).toBe('*');
});

test('a deploy into the nginx-served store goes live through nginx at the next load', async ({ page }) => {
  // The real CLI builds catalog again when its inputs changed since the setup's build (10-30 s on a busy two-core
  // machine, see deploy.spec.ts) before its gate and publish; usually it finds the build current and takes seconds.
  test.setTimeout(120_000);
  const version = '1.0.1-nginx';
  // The real CLI, publishing into the folder nginx serves, with registry URLs on nginx's origin.
  const run = await runCli('deploy', ['catalog', '--version', version], {
    storeDir: servedStore,
    storePublicUrl: NGINX_STORE_ORIGIN,
  });
  expect(run.code, run.output).toBe(0);
  const written = JSON.parse(
    readFileSync(path.join(servedStore, FOLDER_STORE_NAMES.registry), 'utf8'),
  ) as RegistryDocument;
  const deployed = written.remotes.find((remote) => remote.name === 'catalog');
  expect(deployed?.entry).toBe(`${NGINX_STORE_ORIGIN}/remotes/catalog/${version}/${REMOTE_MANIFEST_FILE}`);
  expect(deployed?.version).toBe(version);
  // The host under test reads its own registry file: switch its catalog entry to the one the deploy wrote, integrity
  // included. The base entry's integrity is the seeded build's: when catalog's inputs changed after the setup built it
  // (an edit while the suite runs), the deploy rebuilds it, publishes other bytes, and that integrity refuses them
  // (integrity-failed, no product list): the flake this test had.
  if (!deployed) throw new Error('no catalog entry');
  redeploy(deployed);

  const loaded: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${NGINX_STORE_ORIGIN}/remotes/catalog/${version}/`)) loaded.push(response);
  });
  await page.goto('/catalog');
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  const files = loaded.map((response) => new URL(response.url()).pathname.split('/').at(-1));
  expect(files).toEqual(expect.arrayContaining([REMOTE_MANIFEST_FILE, REMOTE_ENTRY_FILE]));
  for (const response of loaded) {
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  }
});
