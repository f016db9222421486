import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cohortBucket, previewKeyOf, signPreview } from '@mfp/host-server';
import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';
import { pageDataFromHtml } from '@mfp/shared/page';
import type { AlternateRelease, RegistryDocument, StoredRegistryDocument } from '@mfp/shared/registry';
import { readOrCreateStoreSecret } from '@mfp/store/secrets';
import { writeFileAtomic } from '@mfp/store/testing';
import { liveVersionIn, runCli } from './support/deployCli';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { e2eStore } from './support/e2eStore';
import { hydrationErrors } from './support/hydrationErrors';
import { remoteCopy } from './support/remoteCopy';
import { baseRegistry, restoreBaseRegistry } from './support/testRegistry';

/**
 * Issue 33, decision 0076: the host server serves each visitor the registry of their releases, from a stored registry
 * that names a rollout (share 50) or a release open to preview links. Release B of the catalog is deployed, then the
 * stored registry is written by hand (nothing writes rollouts yet): live A, and B as the rollout's or a preview's.
 */
test.setTimeout(240_000);
test.describe.configure({ mode: 'serial' });

const HOST = `http://localhost:${E2E_PORTS.host}`;
const RELEASE_B = 'Catalog (release B)';
let liveA = '';
let releaseB: AlternateRelease;

test.beforeAll(async () => {
  const live = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!live?.version) throw new Error('the base registry has no catalog version; see e2e/support/globalSetup.ts');
  liveA = live.version;
  const remotesDir = remoteCopy('catalog', 'visitors-b', {
    'src/ProductListPage.tsx': (source) => source.replace('>Catalog</h1>', `>${RELEASE_B}</h1>`),
  });
  const run = await runCli('deploy', ['catalog'], { remotesDir });
  expect(run.code, run.output).toBe(0);
  const version = liveVersionIn(run, 'catalog');
  const deployed = (JSON.parse(readFileSync(e2eStore.layout.registryFile, 'utf8')) as RegistryDocument).remotes.find(
    (remote) => remote.name === 'catalog',
  );
  if (!deployed?.integrity || !deployed.server)
    throw new Error('release B was deployed without integrity or server build');
  releaseB = {
    version,
    entry: deployed.entry,
    integrity: deployed.integrity,
    server: deployed.server,
    ...(deployed.preload ? { preload: deployed.preload } : {}),
    ...(deployed.deployedAt ? { publishedAt: deployed.deployedAt } : {}),
  };
});

test.afterAll(() => restoreBaseRegistry());

/** Writes the stored registry: the base one, with catalog's entry given `fields`, and waits until it is served. */
async function storeCatalogWith(fields: Pick<StoredRegistryDocument['remotes'][number], 'rollout' | 'previews'>) {
  const registry: StoredRegistryDocument = baseRegistry();
  registry.remotes = registry.remotes.map((remote) => (remote.name === 'catalog' ? { ...remote, ...fields } : remote));
  writeFileAtomic(e2eStore.layout.registryFile, JSON.stringify(registry, null, 2));
  // Served per visitor, never as written: wait until each side of the rollout is served its release.
  const { onB, onA } = cohortsAroundHalf();
  const expected = [fields.rollout ? releaseB.version : liveA, liveA];
  const servedTo = async (cohort: string) => {
    const served = (await (
      await fetch(`${HOST}/registry.json`, { headers: { cookie: `mfp-cohort=${cohort}` } })
    ).json()) as RegistryDocument;
    return served.remotes.find((remote) => remote.name === 'catalog')?.version;
  };
  await expect.poll(async () => [await servedTo(onB), await servedTo(onA)], { timeout: 10_000 }).toEqual(expected);
}

/** Two cohorts on either side of catalog B's rollout at 50%, found with the rule every host applies. */
function cohortsAroundHalf(): { onB: string; onA: string } {
  const candidates = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => letter.repeat(22));
  const onB = candidates.find((cohort) => cohortBucket(cohort, 'catalog', releaseB.version) < 50);
  const onA = candidates.find((cohort) => cohortBucket(cohort, 'catalog', releaseB.version) >= 50);
  if (!onB || !onA) throw new Error('no cohort on one side among the candidates');
  return { onB, onA };
}

async function visitorWith(
  browser: Browser,
  cohort?: string,
): Promise<{ page: Page; catalogFiles: string[]; errors: string[] }> {
  const context = await browser.newContext({ baseURL: HOST });
  if (cohort) await context.addCookies([{ name: 'mfp-cohort', value: cohort, url: HOST }]);
  const page = await context.newPage();
  const catalogFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/remotes/catalog/')) catalogFiles.push(sent.url());
  });
  return { page, catalogFiles, errors: hydrationErrors(page) };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const catalogReady = (page: Page) =>
  expect(page.locator('section[data-remote="catalog"]')).toHaveAttribute('data-status', 'ready');

test('at 50%, two cohorts see two releases of the catalog, the same across reloads and client navigations', async ({
  browser,
}) => {
  await storeCatalogWith({ rollout: { share: 50, release: releaseB } });
  const { onB, onA } = cohortsAroundHalf();
  for (const [cohort, version, title] of [
    [onB, releaseB.version, RELEASE_B],
    [onA, liveA, 'Catalog'],
  ] as const) {
    // The server's render names the visitor's release, and so does the entry the page inlines.
    const html = await (
      await fetch(`${HOST}/catalog`, { headers: { accept: 'text/html', cookie: `mfp-cohort=${cohort}` } })
    ).text();
    expect(pageDataFromHtml(html)?.serverSlot).toMatchObject({ name: 'catalog', version, status: 'rendered' });
    expect(html).toContain(`>${title}</h1>`);

    const { page, catalogFiles, errors } = await visitorWith(browser, cohort);
    await page.goto('/catalog');
    await catalogReady(page);
    await expect(heading(page)).toHaveText(title);
    await page.reload();
    await catalogReady(page);
    await expect(heading(page)).toHaveText(title);
    // Client navigations: away to the cart and back, with the registry read from /registry.json with the cookie.
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('link', { name: 'Catalog', exact: true }).click();
    await catalogReady(page);
    await expect(heading(page)).toHaveText(title);
    expect(errors).toEqual([]);
    expect(catalogFiles.length).toBeGreaterThan(0);
    expect(catalogFiles.filter((url) => !url.includes(`/remotes/catalog/${version}/`))).toEqual([]);
    await page.context().close();
  }
});

test('a preview link shows its release in its tab only, with a banner and a way out; another visitor sees the live one', async ({
  browser,
}) => {
  await storeCatalogWith({ previews: [releaseB] });
  const key = previewKeyOf(await readOrCreateStoreSecret(e2eStore.layout.dir, 'digest'));
  const value = signPreview({ remote: 'catalog', version: releaseB.version, expiresAt: Date.now() + 600_000 }, key);
  const { page, catalogFiles, errors } = await visitorWith(browser);
  await page.goto(`/catalog?mfp-preview=${encodeURIComponent(value)}`);
  await catalogReady(page);
  await expect(heading(page)).toHaveText(RELEASE_B);
  await expect(page.getByTestId('preview-banner')).toContainText(`Preview in this tab: catalog ${releaseB.version}`);
  // The link stays in the URL across a client navigation, so a reload keeps the preview.
  await page.getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\?mfp-preview=/);
  await page.getByRole('link', { name: 'Catalog', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\?mfp-preview=/);
  await page.reload();
  await catalogReady(page);
  await expect(heading(page)).toHaveText(RELEASE_B);
  expect(errors).toEqual([]);
  expect(catalogFiles.filter((url) => !url.includes(`/remotes/catalog/${releaseB.version}/`))).toEqual([]);

  const other = await visitorWith(browser);
  await other.page.goto('/catalog');
  await catalogReady(other.page);
  await expect(heading(other.page)).toHaveText('Catalog');
  await expect(other.page.getByTestId('preview-banner')).toHaveCount(0);
  await other.page.context().close();

  // The way out: the page without the preview, and the tab forgets the link.
  await page.getByTestId('leave-preview').click();
  await catalogReady(page);
  await expect(heading(page)).toHaveText('Catalog');
  await expect(page).not.toHaveURL(/mfp-preview/);
  await page.getByRole('link', { name: 'Cart', exact: true }).click();
  await page.reload();
  await expect(page).not.toHaveURL(/mfp-preview/);
  await page.context().close();
  expect(readFileSync(E2E_PATHS.serverLog, 'utf8')).not.toContain(value.split('~')[3]);
});

for (const [kind, why] of [
  ['altered', 'the link was altered'],
  ['expired', 'the link has expired'],
] as const)
  test(`an ${kind} link is refused with the banner saying why, and nothing of it is loaded`, async ({ browser }) => {
    await storeCatalogWith({ previews: [releaseB] });
    const key = previewKeyOf(await readOrCreateStoreSecret(e2eStore.layout.dir, 'digest'));
    const expiresAt = kind === 'expired' ? Date.now() - 1_000 : Date.now() + 600_000;
    const signed = signPreview({ remote: 'catalog', version: releaseB.version, expiresAt }, key);
    const value = kind === 'altered' ? signed.replace(`~${expiresAt}~`, `~${expiresAt + 1}~`) : signed;
    const { page, catalogFiles, errors } = await visitorWith(browser);
    await page.goto(`/catalog?mfp-preview=${encodeURIComponent(value)}`);
    await catalogReady(page);
    await expect(page.getByTestId('preview-banner')).toContainText(`Preview link refused: ${why}`);
    await expect(heading(page)).toHaveText('Catalog');
    expect(errors).toEqual([]);
    expect(catalogFiles.length).toBeGreaterThan(0);
    expect(catalogFiles.filter((url) => url.includes(`/remotes/catalog/${releaseB.version}/`))).toEqual([]);
    await page.context().close();
  });

test("a preview tab's failure report says it is a preview's, and the server logs it so", async ({ browser }) => {
  await storeCatalogWith({ previews: [releaseB] });
  const key = previewKeyOf(await readOrCreateStoreSecret(e2eStore.layout.dir, 'digest'));
  const value = signPreview({ remote: 'catalog', version: releaseB.version, expiresAt: Date.now() + 600_000 }, key);
  const { page } = await visitorWith(browser);
  // Release B's manifest is down for this tab: the slot falls back to the live release and reports the failure.
  await page.route(`**/remotes/catalog/${releaseB.version}/mf-manifest.json*`, (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === FAILURE_REPORT_PATH,
  );
  await page.goto(`/catalog?mfp-preview=${encodeURIComponent(value)}`);
  const report = (await reported).postDataJSON() as FailureReport;
  expect(report).toMatchObject({ culprit: 'remote', remote: 'catalog', version: releaseB.version, preview: true });
  expect((await (await reported).response())?.ok()).toBe(true);
  await expect
    .poll(() => readFileSync(E2E_PATHS.serverLog, 'utf8'), { timeout: 10_000 })
    .toContain('failed (in a preview): manifest-unreachable');
  await page.context().close();
});
