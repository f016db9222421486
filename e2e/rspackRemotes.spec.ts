import { expect, type Page, type Response } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { E2E_PATHS } from './support/e2ePaths';
import { expectFallbackWithDigest, expectSamePage, markPage } from './support/fallbackScreen';
import { fixtureManifestUrl, fixtureRoute, fixtureTitle } from './support/fixtureRegistry';
import { FIXTURE_OPTIONS } from './support/fixtureOrigins';
import { test, type OwnServerLog } from './support/serverLog';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * Remotes built with Rspack from the copy-paste config in docs/remote-contract.md (e2e/fixtures/buildRspackFixture.ts),
 * with `@module-federation/enhanced/rspack` and Rspack's own SubresourceIntegrityPlugin. The same promises as for
 * webpack remotes: it renders with the host's React, a React 18 build is refused, and a file changed after its deploy
 * never runs. A changed release is the built v1 copied to the fixture's v2 folder (which the fault server serves) with
 * one file changed, registered with v1's recorded integrity, as a store changed after the deploy would serve it.
 */

const OK = 'fx_rspack_ok';
const OK_DIR = path.join(E2E_PATHS.fixturesDir, OK);
const TAMPERED = 'v2';
const MARK = 'mfpTampered';
/** Code that leaves a mark on the page if it ever runs. */
const markCode = (where: string) =>
  `;window.${MARK}=(window.${MARK}||[]).concat(${JSON.stringify(where)});` +
  `document.documentElement.setAttribute('data-${MARK.toLowerCase()}',${JSON.stringify(where)});`;

const slot = (page: Page, name = OK) => page.locator(`section[data-remote="${name}"]`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

function registeredOk(): RegistryEntry {
  const entry = baseRegistry().remotes.find((remote) => remote.name === OK);
  if (!entry?.integrity) throw new Error(`the test registry has no ${OK} with integrity`);
  return entry;
}

/** v1 copied to v2 with `file` changed by `edit`, registered as live with v1's recorded integrity. */
function deployTampered(file: string, edit: (text: string) => string): void {
  const dir = path.join(OK_DIR, TAMPERED);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(OK_DIR, 'v1'), dir, { recursive: true });
  writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
  const entry = fixtureManifestUrl(FIXTURE_OPTIONS.faultOrigin, OK, TAMPERED);
  redeploy({ ...registeredOk(), version: TAMPERED, entry });
}

/** The expose chunk of the built fixture, as its manifest names it. */
function exposeChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(OK_DIR, 'v1', REMOTE_MANIFEST_FILE), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((expose) => expose.path === './App')?.assets.js.sync ?? [];
  const chunk = files.find((file) => /__federation_expose_App/.test(file));
  if (!chunk) throw new Error(`${OK}: no expose chunk among ${files.join(', ')}`);
  return chunk;
}

async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBeUndefined();
  await expect(page.locator('html')).not.toHaveAttribute(`data-${MARK.toLowerCase()}`);
}

async function expectFailure(page: Page, serverLog: OwnServerLog, kind: string, code: string): Promise<void> {
  const digest = await expectFallbackWithDigest(page, OK);
  await expect(slot(page).locator(`[data-failure-kind="${kind}"][data-failure-code="${code}"]`)).toBeVisible();
  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.remote, line.version, line.kind, line.code]))
    .toEqual([[OK, TAMPERED, kind, code]]);
}

async function expectRendered(page: Page): Promise<void> {
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
}

test.afterEach(() => {
  restoreBaseRegistry();
  rmSync(path.join(OK_DIR, TAMPERED), { recursive: true, force: true });
});

test('the documented Rspack config renders in the host with the host React: hooks work, no React of its own', async ({
  page,
  serverLog,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.ok() && new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(fixtureRoute(OK));
  await expectRendered(page);
  // React 19 names its elements with this symbol: the host's scripts hold it, the remote's downloaded ones must not.
  const holdsReact = async (response: Response) => (await response.text()).includes('react.transitional.element');
  const fromRemote = scripts.filter((response) => response.url().includes(`/${OK}/`));
  expect(fromRemote.map((response) => path.posix.basename(new URL(response.url()).pathname))).toContain(
    REMOTE_ENTRY_FILE,
  );
  for (const response of fromRemote) expect(await holdsReact(response), response.url()).toBe(false);
  const withReact = await Promise.all(scripts.map(holdsReact));
  expect(withReact.some(Boolean)).toBe(true);
  await serverLog.reportsAnswered();
  expect(serverLog.failures().filter((line) => line.remote === OK)).toEqual([]);
});

test('a React 18 build of the documented Rspack config is refused as shared-incompatible (MFP-303)', async ({
  page,
  serverLog,
}) => {
  const name = 'fx_rspack_react18';
  await page.goto(fixtureRoute(name));
  const digest = await expectFallbackWithDigest(page, name);
  await expect(slot(page, name).locator('[data-failure-kind="shared-incompatible"]')).toBeVisible();
  await expect(slot(page, name).getByTestId('foreign-ok')).toHaveCount(0);
  await expect
    .poll(() => serverLog.failures(digest).map((line) => `${line.remote} ${line.kind} ${line.code}`))
    .toEqual([`${name} shared-incompatible MFP-303`]);
  expect(String(serverLog.failures(digest)[0]?.message)).toMatch(/requires react 18\.3\.1, the host provides 19\.3\.1/);
});

test('a changed remoteEntry.js runs nothing (integrity-failed, MFP-207), and the intact release recovers it', async ({
  page,
  serverLog,
}) => {
  deployTampered(REMOTE_ENTRY_FILE, (code) => markCode('entry') + code);
  await page.goto(fixtureRoute(OK));
  await markPage(page);
  await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
  await expectNothingRan(page);

  // Redeploying the intact release: the next visit through the navigation loads it, without a page reload.
  restoreBaseRegistry();
  await nav(page).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list')).toBeVisible();
  await nav(page)
    .getByRole('link', { name: fixtureTitle(OK), exact: true })
    .click();
  await expectRendered(page);
  await expectSamePage(page);
  await expectNothingRan(page);
});

test('a changed expose chunk is refused by the integrity Rspack wrote into the entry (chunk-load-failed)', async ({
  page,
  serverLog,
}) => {
  const chunk = exposeChunk();
  deployTampered(chunk, (code) => markCode('chunk') + code);
  await page.goto(fixtureRoute(OK));
  // The browser refuses the chunk the way it refuses one it cannot download: the chunk loader cannot tell them apart.
  await expectFailure(page, serverLog, 'chunk-load-failed', 'MFP-206');
  await expectNothingRan(page);
});

test('a changed manifest is refused before the runtime reads it: the script it points at never runs', async ({
  page,
  serverLog,
}) => {
  const evil = path.join(OK_DIR, TAMPERED, 'evil.js');
  deployTampered(REMOTE_MANIFEST_FILE, (json) =>
    json.replace(new RegExp(`"name":\\s*"${REMOTE_ENTRY_FILE.replace('.', '\\.')}"`), '"name": "evil.js"'),
  );
  writeFileSync(evil, markCode('manifest'));
  expect(readFileSync(path.join(OK_DIR, TAMPERED, REMOTE_MANIFEST_FILE), 'utf8')).toContain('"evil.js"');
  // Only the script the changed manifest names: the host page may preload the release's real files from hints it
  // made while the manifest was intact (the server keys them by URL and recorded integrity), which is harmless.
  const evilRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/${OK}/${TAMPERED}/evil.js`)) evilRequests.push(request.url());
  });
  await page.goto(fixtureRoute(OK));
  await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
  await expectNothingRan(page);
  expect(evilRequests).toEqual([]);
});
