import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployRemote, hostSharedVersions } from '@mfp/deploy';
import { ADMIN_LOGIN_PATH, STATUS_API_PATH, STATUS_PAGE_PATH } from '@mfp/shared/status';
import { createFolderStore } from '@mfp/store';
import { setBudget } from '@mfp/store/releases';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { fixtureRoute, fixtureTitle } from './support/fixtureRegistry';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

/**
 * Issue 22 in the browser: a remote whose code throws on render is deployed, opened three times, and the status page
 * shows it with three render failures against the new version, the digest of the fallback screen, and green health
 * (its files load; its code throws), and its three mounts. A catalog visit's load times and mounts reach the page too
 * (sample rate 1). The page and its API are 404 without an admin session. A host and store server of this spec's own,
 * on an empty store of its own, so the counts are this spec's alone.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const run = promisify(execFile);
const HOST_URL = `http://localhost:${E2E_PORTS.statusHost}`;
const STORE_URL = `http://localhost:${E2E_PORTS.statusStore}`;
const storeDir = path.join(E2E_PATHS.workDir, 'status-store');
const FIXTURE = 'fx_throws_in_render';
/**
 * The page with this run's data, for a person to look at; `UPDATE_DOC_IMAGES=1` writes it over the one the docs show
 * (docs/status-page.md), which otherwise stays as committed.
 */
const SCREENSHOT = process.env.UPDATE_DOC_IMAGES
  ? path.join(repoRoot, 'docs', 'images', 'status-page.png')
  : path.join(E2E_PATHS.workDir, 'status-page.png');

let host: HostServerProcess | undefined;
let adminToken: string;
const live = {} as Record<'catalog' | typeof FIXTURE, string>;
let previousOfFixture: string;

/**
 * Publishes a built remote into this spec's store and makes it live, as `npm run deploy` does after its build. The
 * fixture is a development build, whose chunks carry no integrity (`chunks-unchecked`, decision 0031): it goes in with
 * `force`, recorded in its history as `--force` would; every other check of the gate still runs.
 */
async function deploy(
  remote: keyof typeof live,
  distDir: string,
  title: string,
  route: string,
  force = false,
): Promise<string> {
  const store = createFolderStore({ dir: storeDir });
  const outcome = await deployRemote(
    {
      remote,
      description: { title, route, module: './App' },
      build: { distDir },
      packageVersion: '1.0.0',
      force,
      author: { user: 'platform-e2e', host: 'status-spec' },
    },
    { store, storePublicUrl: STORE_URL, hostShared: hostSharedVersions(), print: () => {}, now: () => new Date() },
  );
  if (outcome.kind === 'checked') throw new Error(`${remote}: the gate refused it`);
  return outcome.version;
}

/** `npm run tokens -- <args>`, as the platform team runs it, against this spec's store. */
async function tokens(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', 'tokens.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir },
  });
  return stdout;
}

/** Signs in through the server's form with an admin token: the session cookie goes to this page's context. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${HOST_URL}${ADMIN_LOGIN_PATH}`);
  await page.getByLabel(/token/i).fill(adminToken);
  await page.getByRole('button', { name: /sign in/i }).click();
}

const cardOf = (page: Page, remote: string) => page.locator(`[data-testid="remote-status"][data-remote="${remote}"]`);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  live.catalog = await deploy('catalog', path.join(repoRoot, 'remotes', 'catalog', 'dist'), 'Catalog', '/catalog');
  // A budget well over the catalog's weight: the card shows the live release's gzip bytes against it (decision 0072).
  await setBudget(
    createFolderStore({ dir: storeDir }),
    { name: 'catalog', budget: { maxBytes: 150_000 } },
    { now: new Date(), by: 'platform-e2e@status-spec' },
  );
  // The fixture's healthy v2 first, then the release that throws on render: the bad deploy, with a release to roll
  // back to.
  const fixtureDir = (variant: string) => path.join(E2E_PATHS.fixturesDir, FIXTURE, variant);
  previousOfFixture = await deploy(FIXTURE, fixtureDir('v2'), fixtureTitle(FIXTURE), fixtureRoute(FIXTURE), true);
  live[FIXTURE] = await deploy(FIXTURE, fixtureDir('v1'), fixtureTitle(FIXTURE), fixtureRoute(FIXTURE), true);
  adminToken = (JSON.parse(await tokens('create', '--admin', '--json')) as { token: string }).token;
  host = await startHostServerProcess(
    {
      PORT: String(E2E_PORTS.statusHost),
      STORE_PORT: String(E2E_PORTS.statusStore),
      STORE_DIR: storeDir,
      TIMING_SAMPLE_RATE: '1',
      // The first check runs at start; later ones within a second, so the page turns green within one refresh.
      HEALTH_CHECK_INTERVAL_MS: '1000',
    },
    path.join(E2E_PATHS.workDir, 'status-host.log'),
    'host-and-store',
  );
});

test.afterAll(async () => {
  await host?.stop();
});

test('without an admin session, the status page and its API answer 404, as if they did not exist', async ({
  request,
}) => {
  for (const url of [STATUS_PAGE_PATH, STATUS_API_PATH]) {
    const response = await request.get(`${HOST_URL}${url}`, { headers: { accept: 'text/html' } });
    expect(response.status(), url).toBe(404);
  }
  const forged = await request.get(`${HOST_URL}${STATUS_API_PATH}`, { headers: { cookie: 'mfp_admin=forged' } });
  expect(forged.status()).toBe(404);
  expect(readFileSync(path.join(E2E_PATHS.workDir, 'status-host.log'), 'utf8')).not.toContain('forged');
});

test('a remote that throws on render, opened three times, shows on the status page with its digest and count', async ({
  page,
}) => {
  const digests: string[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    await page.goto(`${HOST_URL}${fixtureRoute(FIXTURE)}`);
    digests.push(await expectFallbackWithDigest(page, FIXTURE));
  }
  expect(new Set(digests).size).toBe(1);
  const [digest] = digests;

  // A real user visits the catalog, goes home and back through the navigation: two mounts, two load times sent as
  // beacons (sample rate 1), the second timed from the click. The status page's chunk is neither downloaded nor
  // preloaded by a shop page.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${HOST_URL}/catalog`);
  await expect(page.getByTestId('product-list')).toBeVisible();
  await page.getByRole('link', { name: 'MFP Shop' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list')).toBeVisible();
  expect(scripts.filter((script) => script.startsWith('/lazy-'))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(2);

  // The sign-in form sends the platform team to the status page.
  await signIn(page);
  await expect(page).toHaveURL(`${HOST_URL}${STATUS_PAGE_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
  expect(scripts.filter((script) => script.startsWith('/lazy-status.'))).toHaveLength(1);
  // Nothing in the navigation leads here.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${STATUS_PAGE_PATH}"]`)).toHaveCount(0);

  const fixture = cardOf(page, FIXTURE);
  await expect(fixture.locator('[data-live-version]')).toHaveText(live[FIXTURE]);
  await expect(fixture).toContainText(`Rollback target${previousOfFixture}`);
  const row = fixture.locator(`tr[data-digest="${digest}"]`);
  // The page refreshes itself every 10 s: the counts arrive without a reload.
  await expect(row.locator('[data-column="last-hour"]')).toHaveText('3', { timeout: 25_000 });
  await expect(row).toHaveAttribute('data-kind', 'render-failed');
  await expect(row).toHaveAttribute('data-version', live[FIXTURE]);
  await expect(row).toHaveAttribute('data-against-live', 'true');
  await expect(row.locator('[data-column="last-day"]')).toHaveText('3');
  // Every mount is counted, not sampled, against the version it tried first, rendered or not (decision 0075): the
  // release that always throws has its three, sent when each page was left.
  const mountsOf = (card: typeof fixture, version: string) => card.locator(`[data-mounts-version="${version}"]`);
  await expect(mountsOf(fixture, live[FIXTURE]).locator('[data-column="last-hour"]')).toHaveText('3', {
    timeout: 25_000,
  });
  // The files load and match their integrity: the code throws, which health does not claim to judge.
  await expect(fixture.locator('[data-health="healthy"]')).toBeVisible({ timeout: 25_000 });

  const catalog = cardOf(page, 'catalog');
  await expect(catalog.locator('[data-live-version]')).toHaveText(live.catalog);
  await expect(catalog.getByTestId('critical-path')).toHaveText(
    /^\d+\.\d KB \([\d,]+ bytes\) gzip of a 150\.0 KB \(150,000 bytes\) budget$/,
  );
  const timings = catalog.locator(`tr[data-load-version="${live.catalog}"]`);
  await expect(timings.locator('[data-column="count"]')).toHaveText('2', { timeout: 25_000 });
  await expect(timings.locator('[data-quantile="p50"]')).toHaveText(/^\d+(\.\d+)? (ms|s)$/);
  // Its two mounts, the first and the one through the navigation.
  await expect(mountsOf(catalog, live.catalog).locator('[data-column="last-day"]')).toHaveText('2', {
    timeout: 25_000,
  });
  await expect(page.getByTestId('status-age')).toHaveText(/^Updated (just now|\d+ s ago)$/);

  mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
});
