import { expect, test } from '@playwright/test';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { brokenApi, pointCatalogAt, productsApi, restoreCatalogApi } from './support/catalogApi';
import { watchCspViolations } from './support/cspViolations';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { e2eStore } from './support/e2eStore';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { hydrationErrors } from './support/hydrationErrors';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

/*
 * Issue 42, decision 0093: the example catalog reads its products from the products API (a real process, the suite's)
 * through its loader, run on the server in its sandbox. Its host streams the page behind the shell once the head
 * window has passed (decision 0096): the test holds the API's answers and sees the header and navigation arrive first.
 * The data reaches the browser in the page, so hydration asks the API nothing again; a client navigation asks once,
 * through the host. The API failing, slow or answering 500 fails the slot with its kind and digest, never the page.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const HOST = `http://localhost:${E2E_PORTS.remoteDataHost}`;
const LOG = path.join(E2E_PATHS.workDir, 'host-server-remote-data.log');
const INLINE_SCRIPT = /<script(?![^>]*(type="application\/json"|src=))/;
const NOINDEX = '<meta name="robots" content="noindex">';

let host: HostServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await startHostServerProcess(
    {
      PORT: String(E2E_PORTS.remoteDataHost),
      STORE_PORT: '0',
      STORE_DIR: e2eStore.layout.dir,
      REGISTRY_FILE: e2eStore.layout.registryFile,
      STORE_PUBLIC_URL: `http://localhost:${E2E_PORTS.store}`,
      // Long enough that a render with the API open is decided within it on a loaded machine; a held answer outlasts it.
      SERVER_RENDER_HEAD_WINDOW_MS: '1000',
      // A cold isolate's first render, on a busy machine, can take a second; the failure tests set their own.
      SERVER_RENDER_DEADLINE_MS: '10000',
    },
    LOG,
  );
  // A first render starts the catalog's isolate: the tests below see warm renders.
  const warmUp = await fetch(`${HOST}/catalog`, { headers: { accept: 'text/html' } });
  expect(await warmUp.text()).toContain('Espresso cup');
});

test.afterAll(async () => {
  await productsApi.release();
  await host?.stop();
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, marker: string | undefined) {
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, { stream: true });
    if (marker !== undefined && text.includes(marker)) break;
  }
  return text;
}

test('the header and navigation arrive while the API holds its answer, and the products follow in the same response', async () => {
  await productsApi.hold();
  const response = await fetch(`${HOST}/catalog`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let html = await readUntil(reader, '</nav>');
  expect(html).toContain('<header');
  expect(await productsApi.waiting()).toBeGreaterThan(0);
  expect(html).not.toContain('Espresso cup');
  await productsApi.release();
  html += await readUntil(reader, undefined);
  expect(html).toContain('Espresso cup');
  expect(html).toMatch(/<script type="application\/json" id="mfp-loader-data">/);
  expect(html).not.toMatch(INLINE_SCRIPT);
});

test('the page with JavaScript off shows the products the server loaded', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${HOST}/catalog`);
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await context.close();
});

test('hydration asks the API nothing again, and a client navigation asks it once, through the host', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const errors = hydrationErrors(page);
  const before = await productsApi.requests();
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_host/data/')) dataRequests.push(request.url());
  });
  await page.goto(`${HOST}/catalog`);
  await expect(page.locator('section[data-remote="catalog"][data-status="ready"]')).toBeVisible();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await page.waitForLoadState('networkidle');
  expect(await productsApi.requests()).toBe(before + 1);
  expect(dataRequests).toEqual([]);
  await page.getByRole('link', { name: 'Espresso cup' }).click();
  await expect(page.getByTestId('product-detail')).toContainText('Espresso cup');
  await page.waitForLoadState('networkidle');
  expect(await productsApi.requests()).toBe(before + 2);
  expect(dataRequests).toHaveLength(1);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
  expect(readFileSync(LOG, 'utf8')).not.toMatch(/"kind":"hydration-mismatch"/);
});

test('a product the API does not know is 404 within the window, and 200 with noindex after it', async ({ page }) => {
  const within = await fetch(`${HOST}/catalog/no-such-product`, { headers: { accept: 'text/html' } });
  expect(within.status).toBe(404);
  expect(await within.text()).toContain('Product not found');
  await productsApi.hold();
  const late = await fetch(`${HOST}/catalog/no-such-product`, { headers: { accept: 'text/html' } });
  await expect.poll(() => productsApi.waiting()).toBeGreaterThan(0);
  await productsApi.release();
  expect(late.status).toBe(200);
  const html = await late.text();
  expect(html).toContain(NOINDEX);
  expect(html).toContain('Product not found');
  await page.goto(`${HOST}/catalog/no-such-product`);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

for (const [name, answer, kind] of [
  ['answers 500', 500, 'server-data-status'],
  ['does not answer within the deadline', 'hang', 'server-data-timed-out'],
  ['is down', 'down', 'server-data-unreachable'],
] as const) {
  test(`an API that ${name} fails the slot as ${kind}, with its digest, and the rest of the page is whole`, async ({
    page,
  }) => {
    const api = await brokenApi(answer === 'down' ? 500 : answer);
    if (answer === 'down') await api.close();
    try {
      await pointCatalogAt(api.origin, HOST);
      const html = await (await fetch(`${HOST}/catalog`, { headers: { accept: 'text/html' } })).text();
      expect(html).not.toContain('Espresso cup');
      await page.goto(`${HOST}/catalog`);
      const digest = await expectFallbackWithDigest(page, 'catalog', 30_000);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect
        .poll(() => readFileSync(LOG, 'utf8'))
        .toMatch(new RegExp(`"kind":"${kind}".*"digest":"${digest}"|"digest":"${digest}".*"kind":"${kind}"`));
    } finally {
      await restoreCatalogApi(HOST);
      if (answer !== 'down') await api.close();
    }
  });
}
