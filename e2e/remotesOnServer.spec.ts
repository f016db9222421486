import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { runCli } from './support/deployCli';
import { expectFallbackWithDigest, serverSideText } from './support/fallbackScreen';
import { remoteCopy } from './support/remoteCopy';
import { serverRenderFailures, test } from './support/serverLog';
import { addToBaseRegistry, restoreBaseRegistry } from './support/testRegistry';
import { hydrationErrors } from './support/hydrationErrors';
import type { RegistryDocument } from '@mfp/shared/registry';

/**
 * Issue 32: a route's remote is rendered on the server, in the sandbox, from its release's server build, so its
 * content arrives with the first response: every product of the catalog, with the host's header, whatever the request
 * accepts, and in a browser without JavaScript. With JavaScript the page hydrates that markup with the same release,
 * without a hydration error, and the catalog works. A remote that fails on both sides shows the fallback screen with
 * the server-side wording and the server's digest from the first byte, and the browser's report of its own failure is
 * logged under that digest (decision 0068). A remote whose server build renders other markup than its browser build
 * still works, and its hydration mismatch is reported once, as its own.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** Deploys a fixture remote of e2e/fixtures/server-remotes with the kit's deploy, and adds it to the test registry. */
async function deployServerFixture(name: string, variant: string): Promise<void> {
  const remotesDir = remoteCopy(name, variant, {}, path.join(repoRoot, 'e2e', 'fixtures', 'server-remotes', name));
  const run = await runCli('deploy', [name], { remotesDir });
  expect(run.code, run.output).toBe(0);
  addToBaseRegistry(name);
}

/** Each product of the list as a user reads it: name, price and where its link leads. */
async function productList(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="product-list"] li')
    .evaluateAll((items) =>
      items.map((item) =>
        [item.querySelector('a')?.textContent, item.querySelector('a')?.getAttribute('href'), item.textContent].join(
          ' | ',
        ),
      ),
    );
}

for (const accept of ['text/html', '*/*']) {
  test(`the first HTML of /catalog holds every product's name, price and link, with the header (Accept: ${accept})`, async ({
    request,
  }) => {
    const response = await request.get('/catalog', { headers: { accept } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header');
    for (const [name, href, price] of [
      ['Espresso cup', '/catalog/espresso-cup', '$12.50'],
      ['Pour-over kettle', '/catalog/pour-over-kettle', '$49.00'],
      ['Chef knife', '/catalog/chef-knife', '$65.00'],
    ]) {
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain(`>${name}</a>`);
      expect(html).toContain(price);
    }
  });
}

test('a product page is rendered on the server too, and an unknown product answers 404 as the remote says', async ({
  request,
}) => {
  const product = await request.get('/catalog/espresso-cup');
  expect(product.status()).toBe(200);
  expect(await product.text()).toMatch(/<h1[^>]*>Espresso cup<\/h1>/);
  const unknown = await request.get('/catalog/no-such-product');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toMatch(/<h1[^>]*>Product not found<\/h1>/);
});

test('without JavaScript the page shows the same products; with it, it hydrates them cleanly and the catalog works', async ({
  browser,
  page,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await withoutScripts.newPage();
  await staticPage.goto('/catalog');
  const served = await productList(staticPage);
  expect(served).toHaveLength(20);
  await withoutScripts.close();

  const errors = hydrationErrors(page);
  await page.goto('/catalog');
  await expect(page.locator('section[data-remote="catalog"]')).toHaveAttribute('data-status', 'ready');
  expect(await productList(page)).toEqual(served);
  await page.getByRole('button', { name: 'Add to cart: Espresso cup' }).click();
  await expect(page.getByTestId('cart-count')).toHaveAttribute('aria-label', '1 items in cart');
  expect(errors).toEqual([]);
});

test('a remote that fails on both sides shows the server-side wording and the server’s digest from the first byte, and the browser’s report line carries it', async ({
  page,
  request,
  serverLog,
}) => {
  const name = 'fx_hostile_server';
  await deployServerFixture(name, 'hostile-server-both');
  try {
    const pageUrl = `/hostile-server/throws-everywhere?test=${randomUUID()}`;
    const html = await (await request.get(pageUrl)).text();
    await expect.poll(() => serverRenderFailures(pageUrl).length).toBe(1);
    const digest = String(serverRenderFailures(pageUrl)[0]?.digest);
    expect(html).toContain(serverSideText('localhost'));
    expect(html).toContain(`Digest: ${digest}`);
    await page.goto(pageUrl);
    expect(await expectFallbackWithDigest(page, name)).toBe(digest);
    // One incident, one digest: the browser's own failure is logged under the server's.
    await serverLog.reportsAnswered();
    expect(serverLog.failures()).toEqual([
      expect.objectContaining({
        source: 'client',
        digest,
        remote: name,
        kind: 'render-failed',
        serverFailure: 'matched',
      }),
    ]);
  } finally {
    restoreBaseRegistry();
  }
});

test('a remote that renders other markup on the server than in the browser works, and its hydration mismatch is reported once with its digest', async ({
  page,
  request,
  serverLog,
}) => {
  const name = 'fx_hydration_mismatch';
  await deployServerFixture(name, 'hydration-mismatch');
  try {
    const registry = (await (await request.get('/registry.json')).json()) as RegistryDocument;
    const version = registry.remotes.find((remote) => remote.name === name)?.version;
    const pageUrl = `/hydration-mismatch?test=${randomUUID()}`;
    expect(await (await request.get(pageUrl)).text()).toContain('Rendered on the server');

    const errors = hydrationErrors(page);
    await page.goto(pageUrl);
    // React rendered the slot afresh: the user sees the remote as the browser renders it, and it works.
    await expect(page.getByTestId('rendered-on')).toHaveText('Rendered in the browser');
    await page.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
    await expect(page.getByTestId('fallback-screen')).toHaveCount(0);
    expect(errors.join('\n')).toMatch(/Hydration error/);

    await expect.poll(() => serverLog.failures().length).toBeGreaterThan(0);
    await serverLog.reportsAnswered();
    expect(serverLog.failures()).toEqual([
      expect.objectContaining({
        event: 'platform-failure',
        source: 'client',
        culprit: 'remote',
        remote: name,
        version,
        kind: 'hydration-mismatch',
        code: 'MFP-403',
        digest: expect.stringMatching(/^\d+$/),
      }),
    ]);
  } finally {
    restoreBaseRegistry();
  }
});
