import { expect, type Page } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import type { RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { sriOf } from '@mfp/store/files';
import { watchCspViolations } from './support/cspViolations';
import { E2E_PATHS } from './support/e2ePaths';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { FIXTURE_OPTIONS } from './support/fixtureOrigins';
import { fixtureManifestUrl, fixtureRoute } from './support/fixtureRegistry';
import { moduleIntegrity } from './support/moduleIntegrity';
import { stylesheetIntegrity } from './support/stylesheetIntegrity';
import { test, type OwnServerLog } from './support/serverLog';
import { expectNothingRan, exposeChunkOf, markCode } from './support/tamperedRelease';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * A remote built with Vite and `@module-federation/vite` from the contract's Vite block
 * (e2e/fixtures/buildViteFixtures.ts). Its entry is an ES module, which the federation runtime imports itself: this
 * production host first preloads the entry and every module file of the release with the integrity its deploy
 * recorded, and applies every stylesheet of the release with its own, and imports nothing unless all of them match
 * (decisions 0055, 0058). A release recorded without its modules'
 * integrity is refused (`entry-unverifiable`, decision 0029). Without integrity (an override, development only) it
 * renders unchecked.
 */
const OK = 'fx_vite_ok';
const slot = (page: Page) => page.locator(`section[data-remote="${OK}"]`);
const builtDir = path.join(E2E_PATHS.fixturesDir, OK, 'v1');
const publishedDir = (version: string) => path.join(E2E_PATHS.storeDir, 'remotes', OK, version);
const copies: string[] = [];

/** The built Vite remote published in the store as `version`, with the integrity a deploy of it records. */
function publishCopy(version: string): RegistryEntry {
  const dir = publishedDir(version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(builtDir, dir, { recursive: true });
  copies.push(dir);
  const live = baseRegistry().remotes.find((remote) => remote.name === OK);
  const catalog = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!live || !catalog) throw new Error(`the test registry has no ${OK} or catalog`);
  const read = (file: string) => readFileSync(path.join(dir, file));
  return {
    ...live,
    version,
    entry: `${new URL(catalog.entry).origin}/remotes/${OK}/${version}/${REMOTE_MANIFEST_FILE}`,
    integrity: {
      manifest: sriOf(read(REMOTE_MANIFEST_FILE)),
      entry: sriOf(read(REMOTE_ENTRY_FILE)),
      modules: moduleIntegrity(dir),
      styles: stylesheetIntegrity(dir),
    },
  };
}

/** The first module `file` of the built release imports statically (`import … from "./x.js"`), relative to the release. */
function staticImportOf(file: string): string {
  const text = readFileSync(path.join(builtDir, file), 'utf8');
  const imported = /\bfrom\s*["'](\.{1,2}\/[^"']+\.js)["']/.exec(text)?.[1];
  if (!imported) throw new Error(`${file} of the Vite fixture imports no module statically`);
  return path.posix.join(path.posix.dirname(file), imported);
}

function tamper(version: string, file: string, edit: (text: string) => string): void {
  const full = path.join(publishedDir(version), file);
  writeFileSync(full, edit(readFileSync(full, 'utf8')));
}

/** The one stylesheet of the built release: `App.tsx` imports the fixture's `styles.css` (viteStylesheet.ts). */
function stylesheetOf(): string {
  const [stylesheet, ...more] = stylesheetIntegrity(builtDir).map((file) => file.path);
  if (!stylesheet || more.length > 0)
    throw new Error(`the Vite fixture should have one stylesheet, has ${more.length + 1}`);
  return stylesheet;
}

/** A rule a changed stylesheet adds, which shows on the page if the browser ever applies it. */
const CHANGED_RULE = 'body{background-color:rgb(255, 0, 0)}';
const changedRuleApplied = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor === 'rgb(255, 0, 0)');

/** The colour the fixture's stylesheet gives the remote's heading (`e2e/fixtures/foreign-app/styles.css`). */
const STYLED = 'rgb(0, 128, 0)';

/** Every script URL the page requests from now on. */
function watchScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

async function expectFailure(page: Page, serverLog: OwnServerLog, kind: string, code: string): Promise<string> {
  const digest = await expectFallbackWithDigest(page, OK);
  await expect(slot(page).locator(`[data-failure-kind="${kind}"][data-failure-code="${code}"]`)).toBeVisible();
  await expect
    .poll(() => serverLog.failures(digest).map((line) => `${line.remote} ${line.kind} ${line.code}`))
    .toEqual([`${OK} ${kind} ${code}`]);
  return digest;
}

test.afterEach(() => {
  restoreBaseRegistry();
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('unchecked (an override, development only) the Vite remote renders with the host React and router, and again after a navigation', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const scripts = watchScripts(page);
  const manifest = fixtureManifestUrl(FIXTURE_OPTIONS.faultOrigin, OK, 'v1');
  await page.goto(`${fixtureRoute(OK)}?${OVERRIDE_PARAM}=${encodeURIComponent(`${OK}=${manifest}`)}`);
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  // Styled by Vite's own unchecked `<link>` (no integrity).
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toHaveCSS('color', STYLED);
  await expect(page.locator('link[rel="stylesheet"][href$=".css"]:not([integrity])')).toHaveCount(1);
  // Hooks work: a second React would throw "Invalid hook call" on the first useState.
  await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  // One React in the page: the remote's own copies of react and react-dom were never requested.
  expect(scripts.filter((url) => url.includes(`/${OK}/`) && /react/i.test(path.basename(url)))).toEqual([]);
  expect(scripts.filter((url) => url.includes(`/${OK}/`)).length).toBeGreaterThan(1);

  // Recovers: away and back, it renders again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list')).toBeVisible();
  await page.goBack();
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('checked (the registry, production) the Vite remote renders once every module file of its release matched its recorded integrity, each requested once, within the page policy', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const scripts = watchScripts(page);
  await page.goto(fixtureRoute(OK));
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  // Every JS file of the release was preloaded checked, and the runtime's import() found each in the module map.
  const released = [REMOTE_ENTRY_FILE, ...moduleIntegrity(builtDir).map((module) => module.path)];
  const requested = scripts.filter((url) => url.includes(`/${OK}/v1/`)).map((url) => url.split('/v1/')[1]);
  expect([...requested].sort()).toEqual([...released].sort());
  const checked = await page.locator('link[rel="modulepreload"][integrity^="sha384-"]').count();
  expect(checked).toBe(released.length);
  // Its stylesheet applies, from the host's checked link: Vite's preload helper found it and added none of its own.
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toHaveCSS('color', STYLED);
  const stylesheets = page.locator(`link[rel="stylesheet"][href$="/${OK}/v1/${stylesheetOf()}"]`);
  await expect(stylesheets).toHaveCount(1);
  await expect(stylesheets).toHaveAttribute('integrity', /^sha384-/);
  await expect(stylesheets).toHaveAttribute('crossorigin', 'anonymous');
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("a Vite release recorded without its modules' integrity (deployed before they were) is refused as entry-unverifiable (MFP-208) before its entry is requested, saying what to do", async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-vite-unrecorded';
  const { integrity, ...entry } = publishCopy(version);
  redeploy({ ...entry, ...(integrity ? { integrity: { manifest: integrity.manifest, entry: integrity.entry } } : {}) });
  const scripts = watchScripts(page);
  await page.goto(fixtureRoute(OK));
  const digest = await expectFailure(page, serverLog, 'entry-unverifiable', 'MFP-208');
  const [line] = serverLog.failures(digest);
  expect(String(line?.message)).toMatch(
    /has an ES-module entry.*carries no integrity of its module files.*mfp deploy/s,
  );
  expect(scripts.filter((url) => url.includes(`/${version}/`))).toEqual([]);
  // The rest of the host works.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list')).toBeVisible();
});

test('the Vite remote built against React 18 is refused as shared-incompatible (MFP-303), naming both versions', async ({
  page,
  serverLog,
}) => {
  await page.goto(fixtureRoute('fx_vite_react18'));
  const digest = await expectFallbackWithDigest(page, 'fx_vite_react18');
  await expect(page.locator('[data-failure-kind="shared-incompatible"][data-failure-code="MFP-303"]')).toBeVisible();
  await expect.poll(() => serverLog.failures(digest).map((line) => line.kind)).toEqual(['shared-incompatible']);
  expect(String(serverLog.failures(digest)[0]?.message)).toMatch(
    /built with react 18\.3\.1, the host provides 19\.3\.1/,
  );
});

const TAMPERED: { what: string; file: () => string }[] = [
  { what: 'its remoteEntry.js', file: () => REMOTE_ENTRY_FILE },
  { what: 'a module its entry imports statically', file: () => staticImportOf(REMOTE_ENTRY_FILE) },
  { what: 'the chunk of ./App (imported dynamically)', file: () => exposeChunkOf(builtDir) },
  { what: 'a module the chunk of ./App imports statically', file: () => staticImportOf(exposeChunkOf(builtDir)) },
  { what: 'its manifest', file: () => REMOTE_MANIFEST_FILE },
];

for (const [index, tampered] of TAMPERED.entries()) {
  test(`a Vite release with ${tampered.what} changed after its deploy runs nothing: integrity-failed (MFP-207), naming the file`, async ({
    page,
    serverLog,
  }) => {
    const version = `9.0.0-vite-tampered-${index}`;
    const entry = publishCopy(version);
    const file = tampered.file();
    tamper(version, file, (text) =>
      file === REMOTE_MANIFEST_FILE ? text.replace(`"${REMOTE_ENTRY_FILE}"`, '"evil.js"') : markCode(file) + text,
    );
    writeFileSync(path.join(publishedDir(version), 'evil.js'), markCode('evil'));
    redeploy(entry);

    await page.goto(fixtureRoute(OK));
    const digest = await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
    const [line] = serverLog.failures(digest);
    expect(String(line?.message)).toContain(`/${version}/${file} does not match the integrity recorded at deploy`);
    await expectNothingRan(page);
    // The rest of the host works.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();
  });
}

test('the same changed modules do run when nothing checks them (an override, development only): the marks above can fail', async ({
  page,
}) => {
  const version = '9.0.0-vite-tampered-unchecked';
  const manifest = publishCopy(version).entry;
  const files = TAMPERED.map(({ file }) => file()).filter((file) => file !== REMOTE_MANIFEST_FILE);
  for (const file of files) tamper(version, file, (text) => markCode(file) + text);
  await page.goto(`${fixtureRoute(OK)}?${OVERRIDE_PARAM}=${encodeURIComponent(`${OK}=${manifest}`)}`);
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  const marks = await page.evaluate(() => (window as unknown as { mfpTampered?: string[] }).mfpTampered ?? []);
  expect([...marks].sort()).toEqual([...files].sort());
});

test('a Vite release with its stylesheet changed after its deploy applies nothing and runs nothing: integrity-failed (MFP-207), naming the .css file', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-vite-tampered-stylesheet';
  const entry = publishCopy(version);
  const file = stylesheetOf();
  tamper(version, file, (text) => CHANGED_RULE + text);
  redeploy(entry);

  await page.goto(fixtureRoute(OK));
  const digest = await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
  const [line] = serverLog.failures(digest);
  expect(String(line?.message)).toContain(`/${version}/${file} does not match the integrity recorded at deploy`);
  expect(await changedRuleApplied(page)).toBe(false);
  await expect(page.locator(`link[href*="/${version}/"][rel="stylesheet"]`)).toHaveCount(0);
  await expectNothingRan(page);
  // The rest of the host works, and still nothing of the changed stylesheet applies.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list')).toBeVisible();
  expect(await changedRuleApplied(page)).toBe(false);
});

test('the same changed stylesheet does apply when nothing checks it (an override, development only): the check above can fail', async ({
  page,
}) => {
  const version = '9.0.0-vite-tampered-stylesheet-unchecked';
  const manifest = publishCopy(version).entry;
  tamper(version, stylesheetOf(), (text) => CHANGED_RULE + text);
  await page.goto(`${fixtureRoute(OK)}?${OVERRIDE_PARAM}=${encodeURIComponent(`${OK}=${manifest}`)}`);
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toHaveCSS('color', STYLED);
  await expect.poll(() => changedRuleApplied(page)).toBe(true);
});

test('a Vite release whose stylesheet cannot be fetched is chunk-load-failed (MFP-206), not tampering', async ({
  page,
  serverLog,
}) => {
  const version = '9.0.0-vite-stylesheet-missing';
  const entry = publishCopy(version);
  rmSync(path.join(publishedDir(version), stylesheetOf()));
  redeploy(entry);
  await page.goto(fixtureRoute(OK));
  const digest = await expectFallbackWithDigest(page, OK);
  await expect
    .poll(() => serverLog.failures(digest).map((line) => `${line.kind} ${line.code}`))
    .toEqual(['chunk-load-failed MFP-206']);
  expect(String(serverLog.failures(digest)[0]?.message)).toContain(`/${version}/${stylesheetOf()}`);
});
