import { expect, type Page } from '@playwright/test';
import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { e2eStore } from './support/e2eStore';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { fixtureManifestUrl } from './support/fixtureRegistry';
import { watchCspViolations } from './support/cspViolations';
import { DEV_E2E_PORTS } from './support/devPorts';
import { DEV_REMOTES_DIR, copyCatalog, type RemoteCopy } from './support/devRemoteCopies';
import { spawnInRepo, tsxArgs, type Spawned } from './support/processes';
import { test } from './support/serverLog';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

const host = `http://localhost:${E2E_PORTS.host}`;
const store = `http://localhost:${E2E_PORTS.store}`;
const localCatalog = `http://localhost:${DEV_E2E_PORTS.catalog}/mf-manifest.json`;
const newcomer = `http://localhost:${DEV_E2E_PORTS.newcomer}/mf-manifest.json`;
const env = { MFP_REMOTES_DIR: DEV_REMOTES_DIR };

let catalogServer: Spawned;
let catalog: RemoteCopy;
let newcomerServer: Spawned;

/** Two dev servers: a catalog whose heading says it is the local build, and a remote the registry does not have. */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  catalog = copyCatalog('catalog', { title: 'Catalog', route: '/catalog', devPort: DEV_E2E_PORTS.catalog });
  catalog.edit('src/ProductListPage.tsx', '>Catalog</h1>', '>Catalog (local build)</h1>');
  copyCatalog('newcomer', { title: 'Newcomer', route: '/newcomer', devPort: DEV_E2E_PORTS.newcomer });
  catalogServer = spawnInRepo(process.execPath, tsxArgs('scripts/devRemote.ts', 'catalog', '--host', host), env);
  newcomerServer = spawnInRepo(process.execPath, tsxArgs('scripts/devRemote.ts', 'newcomer'), env);
  await Promise.all([catalogServer.waitFor(/The host at /), newcomerServer.waitFor(/manifest: /)]);
});

test.afterAll(async () => {
  await Promise.all([catalogServer?.stop('SIGINT'), newcomerServer?.stop('SIGINT')]);
});

/** Every URL the page requests, from now on. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const withOverride = (path: string, ...values: string[]) =>
  `${path}?${values.map((value) => `${OVERRIDE_PARAM}=${encodeURIComponent(value)}`).join('&')}`;

test('dev:remote --host prints the host URL that plugs the remote in, and says the host answers', () => {
  const expected = new URL('/catalog', host);
  expected.searchParams.append(OVERRIDE_PARAM, `catalog=${localCatalog}`);
  expect(catalogServer.output()).toContain(`in the host:     ${expected.href}`);
  expect(catalogServer.output()).toContain(
    `✓ The host at ${host} answers and allows overrides from http://localhost:3501.`,
  );
});

test('the printed URL shows the local catalog in the running host, with a banner; clearing restores the store version', async ({
  page,
}) => {
  const printed = /in the host: +(\S+)/.exec(catalogServer.output())?.[1] as string;
  const requests = watchRequests(page);
  await page.goto(printed);

  await expect(page.getByRole('heading', { name: 'Catalog (local build)' })).toBeVisible();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  const banner = page.getByRole('complementary', { name: 'Remote overrides' });
  await expect(banner.getByTestId('active-overrides')).toHaveText(`catalog from ${localCatalog}`);
  expect(requests).toContain(localCatalog);
  // Everything else still comes from the host: its header and navigation, the other remotes from the store.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(requests.some((url) => url.startsWith(`${store}/remotes/cart/`))).toBe(true);

  // The override lasts for the tab's session: a reload keeps it (the URL no longer has the parameter).
  await page.goto('/catalog');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Catalog (local build)' })).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(page.getByRole('heading', { name: 'Catalog', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(requests.some((url) => url.startsWith(`${store}/remotes/catalog/`))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Catalog', exact: true })).toBeVisible();
});

test("an edit to the plugged-in remote reloads the host page, which shows it (the host's React cannot refresh)", async ({
  page,
}) => {
  // The dev server's scripts, manifest, hot updates and live-reload socket all pass the page's policy.
  const violations = await watchCspViolations(page);
  await page.goto(withOverride('/catalog', `catalog=${localCatalog}`));
  await expect(page.getByRole('heading', { name: 'Catalog (local build)' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  const written = Date.now();
  catalog.edit('src/ProductListPage.tsx', '>Catalog (local build)</h1>', '>Catalog (local build, edited)</h1>');
  try {
    await expect(page.getByRole('heading', { name: 'Catalog (local build, edited)' })).toBeVisible({ timeout: 30_000 });
    console.log(`[measure] dev remote in the host: ${Date.now() - written} ms from the file write to the new text`);
    expect(await page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload)).toBeUndefined();
    await expect(page.getByTestId('active-overrides')).toHaveText(`catalog from ${localCatalog}`);
  } finally {
    catalog.edit('src/ProductListPage.tsx', '>Catalog (local build, edited)</h1>', '>Catalog (local build)</h1>');
  }
  await expect(page.getByRole('heading', { name: 'Catalog (local build)' })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('an override lives in one tab only', async ({ page, context }) => {
  await page.goto(withOverride('/catalog', `catalog=${localCatalog}`));
  await expect(page.getByRole('heading', { name: 'Catalog (local build)' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/catalog');
  await expect(other.getByRole('heading', { name: 'Catalog', exact: true })).toBeVisible();
  await expect(other.getByRole('complementary', { name: 'Remote overrides' })).toHaveCount(0);
});

test('an override for a name the registry lacks adds it to the navigation', async ({ page }) => {
  await page.goto(withOverride('/', `newcomer=${newcomer}`));
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'newcomer' });
  await expect(link).toHaveAttribute('href', '/newcomer');
  await link.click();
  // The newcomer is a copy of the catalog, whose page reads its products with a loader (decision 0093). No registry
  // entry names its API origins, so its loader has none to fetch: its own slot fails, and the page goes on.
  const slot = page.locator('section[data-remote="newcomer"]');
  await expect(slot.getByTestId('fallback-screen')).toBeVisible();
  await expect(page.getByTestId('active-overrides')).toHaveText(`newcomer from ${newcomer} (added to the navigation)`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
});

const HOSTILE = [
  [
    'an origin that is not allowed',
    'catalog=http://evil.test:3501/mf-manifest.json',
    /origin http:\/\/evil\.test:3501 is not allowed/,
  ],
  ['a javascript: URL', 'catalog=javascript:alert(document.cookie)', /must start with http:\/\/ or https:\/\//],
  ['a data: URL', 'catalog=data:text/javascript,alert(1)', /must start with http:\/\/ or https:\/\//],
  ['an @ in the authority', 'catalog=http://localhost:3501@evil.test/mf-manifest.json', /credentials/],
  ['encoded characters in the host', 'catalog=http://localhost%2Eevil.test:3501/mf-manifest.json', /not in plain form/],
  [
    'a look-alike host',
    'catalog=http://localhost.evil.test:3501/mf-manifest.json',
    /origin http:\/\/localhost\.evil\.test:3501 is not allowed/,
  ],
  [
    'a wildcard-DNS look-alike',
    'catalog=http://127.0.0.1.nip.io:3501/mf-manifest.json',
    /origin http:\/\/127\.0\.0\.1\.nip\.io:3501 is not allowed/,
  ],
  ['a scheme-relative URL', 'catalog=//evil.test/mf-manifest.json', /must start with http:\/\//],
  ['markup in the name', '<img src=x onerror=alert(1)>=http://localhost:3501/mf-manifest.json', /printable ASCII/],
  ['a name that is no remote name', 'Catalog"onload="alert(1)=http://localhost:3501/mf-manifest.json', /remote name/],
] as const;

for (const [what, value, reason] of HOSTILE) {
  test(`refuses ${what}: nothing is requested from it, and the banner says why`, async ({ page }) => {
    const requests = watchRequests(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(withOverride('/catalog', value));

    const refused = page.getByTestId('refused-overrides');
    await expect(refused).toContainText(value);
    await expect(refused).toContainText(reason);
    // The store's catalog still loads in its place.
    await expect(page.getByRole('heading', { name: 'Catalog', exact: true })).toBeVisible();
    await expect(page.getByTestId('active-overrides')).toHaveCount(0);
    expect(requests.filter((url) => !url.startsWith(host) && !url.startsWith(store))).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
}

test('an overridden remote goes through the compatibility check, the boundary and the fallback; its report is marked', async ({
  page,
  serverLog,
}) => {
  // A React 18 build, registered as fx_foreign_react18 on the fault server, overridden to the same build by IP.
  const manifest = fixtureManifestUrl(`http://127.0.0.1:${E2E_PORTS.faults}`, 'fx_foreign_react18', 'v1');
  await page.goto(withOverride('/fx-foreign-react18', `fx_foreign_react18=${manifest}`));
  await expect(page.getByTestId('active-overrides')).toContainText(manifest);
  const digest = await expectFallbackWithDigest(page, 'fx_foreign_react18');
  await expect(page.locator('[data-failure-kind]')).toHaveAttribute('data-failure-kind', 'shared-incompatible');
  await expect.poll(() => serverLog.failures(digest).map((line) => line.override)).toContain(manifest);
  expect(serverLog.failures(digest).find((line) => line.override === manifest)).toMatchObject({
    kind: 'shared-incompatible',
    code: 'MFP-303',
    remote: 'fx_foreign_react18',
  });
});

test("the page's Content-Security-Policy allows the override origins while overrides are on", async ({ request }) => {
  const page = await request.get('/', { headers: { accept: 'text/html' } });
  const policy = page.headers()['content-security-policy'];
  expect(policy).toMatch(/; script-src 'self' [^;]*http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*;/);
  // The dev server's live-reload socket: CSP does not count http: as allowing ws:.
  expect(policy).toMatch(
    /; connect-src 'self' [^;]*http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\* ws:\/\/localhost:\* ws:\/\/127\.0\.0\.1:\*;/,
  );
});

test.describe('with OVERRIDES=off', () => {
  let offHost: HostServerProcess;
  const offOrigin = `http://localhost:${DEV_E2E_PORTS.overridesOffHost}`;

  test.beforeAll(async () => {
    offHost = await startHostServerProcess(
      {
        PORT: String(DEV_E2E_PORTS.overridesOffHost),
        STORE_PORT: '0',
        STORE_DIR: e2eStore.layout.dir,
        REGISTRY_FILE: e2eStore.layout.registryFile,
        STORE_PUBLIC_URL: store,
        OVERRIDES: 'off',
      },
      `${E2E_PATHS.workDir}/host-server-overrides-off.log`,
    );
  });
  test.afterAll(async () => {
    await offHost?.stop();
  });

  test('the parameter is ignored: no banner, no request, and the policy allows no override origin', async ({
    page,
  }) => {
    const requests = watchRequests(page);
    const response = await page.goto(
      withOverride(`${offOrigin}/catalog`, `catalog=${localCatalog}`, 'cart=javascript:alert(1)'),
    );
    const policy = response?.headers()['content-security-policy'];
    expect(policy).toContain(`; script-src 'self' ${store}; connect-src 'self' ${store}; `);
    expect(policy).not.toMatch(/localhost:\*|127\.0\.0\.1|ws:/);

    await expect(page.getByRole('heading', { name: 'Catalog', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Remote overrides' })).toHaveCount(0);
    expect(requests.filter((url) => !url.startsWith(offOrigin) && !url.startsWith(store))).toEqual([]);
  });
});
