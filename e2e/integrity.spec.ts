import { expect, type Page } from '@playwright/test';
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { SIBLING_SUFFIX } from '@mfp/store/files';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import { E2E_PATHS } from './support/e2ePaths';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { serverRenderFailures, test, type OwnServerLog } from './support/serverLog';
import { expectNothingRan, exposeChunkOf, markCode } from './support/tamperedRelease';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * Browser test: a remote file changed in the store after its deploy does not run. Each test publishes a copy of the
 * live catalog release under a version of its own (the same bytes, so the same recorded integrity), changes one of its
 * files the way an attacker with write access to the store would (precompressed siblings included), and points the
 * registry at it. The changed file would leave a mark on the page if any of it ran.
 */

const CATALOG_DIR = path.join(E2E_PATHS.storeDir, REMOTES_FOLDER, 'catalog');

const liveCatalog = (): RegistryEntry => {
  const catalog = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!catalog?.version || !catalog.integrity) throw new Error('the test registry has no published catalog');
  return catalog;
};

const copies: string[] = [];

/** A copy of the live catalog release, published as `version`, and its registry entry (no last known-good). */
function publishCopy(version: string): RegistryEntry {
  const { previous: _none, ...catalog } = liveCatalog();
  const dir = path.join(CATALOG_DIR, version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(CATALOG_DIR, catalog.version!), dir, { recursive: true });
  copies.push(dir);
  return { ...catalog, version, entry: catalog.entry.replace(`/${catalog.version}/`, `/${version}/`) };
}

/** Rewrites a published file with `edit`, and its precompressed siblings with it, as the store would serve them. */
function tamper(version: string, file: string, edit: (text: string) => string): void {
  const full = path.join(CATALOG_DIR, version, file);
  const changed = Buffer.from(edit(readFileSync(full, 'utf8')));
  writeFileSync(full, changed);
  const gz = full + SIBLING_SUFFIX.gzip;
  const br = full + SIBLING_SUFFIX.br;
  if (existsSync(gz)) writeFileSync(gz, gzipSync(changed));
  if (existsSync(br)) writeFileSync(br, brotliCompressSync(changed));
}

/** The expose chunk of a published version (`__federation_expose_App.<hash>.js`). */
const exposeChunkOfVersion = (version: string): string => exposeChunkOf(path.join(CATALOG_DIR, version));

const slot = (page: Page) => page.locator('section[data-remote="catalog"]');

/** The fallback in catalog's slot with `kind` and `code`, and the server's log line for its digest. */
async function expectFailure(
  page: Page,
  serverLog: OwnServerLog,
  failure: { kind: string; code: string; version: string },
): Promise<void> {
  const { kind, code, version } = failure;
  const digest = await expectFallbackWithDigest(page, 'catalog');
  await expect(slot(page).locator(`[data-failure-kind="${kind}"][data-failure-code="${code}"]`)).toBeVisible();
  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.remote, line.version, line.kind, line.code]))
    .toEqual([['catalog', version, kind, code]]);
}

test.afterEach(() => {
  restoreBaseRegistry();
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('the untampered copy loads: the recorded integrity is checked and matches', async ({ page }) => {
  redeploy(publishCopy('9.0.0-integrity-intact'));
  await page.goto('/catalog');
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
});

test('a remoteEntry.js changed after its deploy runs nothing: the fallback shows integrity-failed (MFP-207)', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-integrity-entry';
  const entry = publishCopy(version);
  tamper(version, REMOTE_ENTRY_FILE, (code) => markCode('entry') + code);
  redeploy(entry);
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${version}/${REMOTE_ENTRY_FILE}`)) entryRequests.push(request.url());
  });

  await page.goto('/catalog');
  await expectFailure(page, serverLog, { kind: 'integrity-failed', code: 'MFP-207', version });
  await expectNothingRan(page);
  // Never retried: the script once, and the host's check of why it failed once (the cache may answer it).
  expect(entryRequests.length).toBeLessThanOrEqual(2);
  // The rest of the host still works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.locator('section[data-remote="cart"]')).toBeVisible();
});

test('a server build changed after its deploy never runs on the server: reported as server-integrity-failed (MFP-602)', async ({
  page,
  request,
}) => {
  const version = '9.0.0-integrity-server';
  const copy = publishCopy(version);
  if (!copy.server) throw new Error('the live catalog release has no server build');
  // The host keeps server code by its integrity, so the live release's bytes, already loaded, would run whatever the
  // store now holds. A server build of its own (a comment added, its integrity recorded) is fetched, as after a restart.
  tamper(version, copy.server.entry, (code) => `${code}\n// ${randomUUID()}\n`);
  const recorded = readFileSync(path.join(CATALOG_DIR, version, copy.server.entry));
  const entry = {
    ...copy,
    server: { ...copy.server, integrity: `sha384-${createHash('sha384').update(recorded).digest('base64')}` },
  };
  // Text the list page renders (its products come from the API since issue 42, so not a product's name).
  tamper(version, copy.server.entry, (code) => {
    if (!code.includes('Name, description or category')) throw new Error('the server build no longer has the search');
    return code.replaceAll('Name, description or category', 'Tampered cup');
  });
  redeploy(entry);

  const pageUrl = `/catalog?test=${randomUUID()}`;
  const html = await (await request.get(pageUrl)).text();
  expect(html).not.toContain('Tampered cup');
  await expect.poll(() => serverRenderFailures(pageUrl).length).toBe(1);
  const [line] = serverRenderFailures(pageUrl);
  expect(line).toMatchObject({ remote: 'catalog', version, kind: 'server-integrity-failed', code: 'MFP-602' });
  expect(html).toContain(`Digest: ${String(line?.digest)}`);
  // The browser build is untouched, but the catalog's data comes from its loader, which runs in that same server build
  // (decision 0093): refused again, so the slot shows the fallback with the server's digest, and nothing tampered.
  await page.goto(pageUrl);
  expect(await expectFallbackWithDigest(page, 'catalog')).toBe(String(line?.digest));
  await expect(page.getByText('Tampered cup')).toHaveCount(0);
});

test('a manifest changed after its deploy is refused before the runtime reads it: nothing it points at runs', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-integrity-manifest';
  const entry = publishCopy(version);
  // The changed manifest points the runtime at a script of the attacker's.
  writeFileSync(path.join(CATALOG_DIR, version, 'evil.js'), markCode('manifest'));
  tamper(version, REMOTE_MANIFEST_FILE, (json) => json.replace(`"name": "${REMOTE_ENTRY_FILE}"`, '"name": "evil.js"'));
  expect(readFileSync(path.join(CATALOG_DIR, version, REMOTE_MANIFEST_FILE), 'utf8')).toContain('"evil.js"');
  redeploy(entry);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/${version}/`) && request.url().endsWith('.js')) scripts.push(request.url());
  });

  await page.goto('/catalog');
  await expectFailure(page, serverLog, { kind: 'integrity-failed', code: 'MFP-207', version });
  await expectNothingRan(page);
  // The page may preload the files the deploy recorded (decision 0042), with their integrity; it never runs them, and
  // never asks for the script the changed manifest names.
  expect(scripts.filter((url) => url.endsWith('/evil.js'))).toEqual([]);
});

test('a chunk changed after its deploy is refused by its own integrity, and reported as integrity-failed naming it', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-integrity-chunk';
  const entry = publishCopy(version);
  const chunk = exposeChunkOfVersion(version);
  tamper(version, chunk, (code) => markCode('chunk') + code);
  redeploy(entry);
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${version}/${chunk}`)) chunkRequests.push(request.resourceType());
  });

  await page.goto('/catalog');
  // The browser refuses it as it refuses a file it cannot download; one fetch past the caches tells them apart.
  await expectFailure(page, serverLog, { kind: 'integrity-failed', code: 'MFP-207', version });
  await expectNothingRan(page);
  const [line] = serverLog.failures();
  expect(line?.message).toContain(`/${version}/${chunk} does not match the integrity recorded at deploy`);
  // What telling them apart costs: the chunk's script, then that one fetch; never retried as a network fault.
  expect(chunkRequests).toEqual(['script', 'fetch']);
});

test('a chunk that answers 503 is chunk-load-failed, retried as a network fault, not reported as tampering', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-chunk-503';
  const entry = publishCopy(version);
  const chunk = exposeChunkOfVersion(version);
  redeploy(entry);
  await page.route(`**/${version}/${chunk}`, (route) => route.fulfill({ status: 503, body: 'bucket unavailable' }));
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${version}/${chunk}`)) chunkRequests.push(request.resourceType());
  });

  await page.goto('/catalog');
  await expectFailure(page, serverLog, { kind: 'chunk-load-failed', code: 'MFP-206', version });
  // Each attempt: the chunk's script, then one fetch past the caches to tell a fault from a change.
  const scripts = chunkRequests.filter((type) => type === 'script').length;
  expect(scripts).toBeGreaterThan(1);
  expect(chunkRequests.filter((type) => type === 'fetch')).toHaveLength(scripts);
});

test('with a last known-good release, a changed live entry is replaced by it, checked against its own integrity', async ({
  page,
  serverLog,
}) => {
  const live = liveCatalog();
  const version = '9.0.0-integrity-with-previous';
  const entry = publishCopy(version);
  tamper(version, REMOTE_ENTRY_FILE, (code) => markCode('entry') + code);
  redeploy({ ...entry, previous: { version: live.version!, entry: live.entry, integrity: live.integrity } });

  await page.goto('/catalog');
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await expect(slot(page)).toHaveAttribute('data-served-fallback', live.version!);
  await expect(slot(page)).toHaveAttribute('data-live-failure-digest', /^\d+$/);
  const digest = (await slot(page).getAttribute('data-live-failure-digest')) ?? '';
  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.version, line.kind, line.code, line.servedFallback]))
    .toEqual([[version, 'integrity-failed', 'MFP-207', live.version]]);
  await expectNothingRan(page);
});
