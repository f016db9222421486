import { expect, test } from '@playwright/test';
import path from 'node:path';
import { liveVersionIn, runCli } from './support/deployCli';
import { E2E_PATHS } from './support/e2ePaths';
import { hydrationErrors } from './support/hydrationErrors';
import { remoteCopy } from './support/remoteCopy';
import { baseRegistry, restoreBaseRegistry } from './support/testRegistry';

/**
 * Issue 32, "the same release on both sides": the page names the release its server rendered, and the browser
 * hydrates that one even when a deploy of the same remote lands between the HTML and the hydration. The page after
 * it renders the new release. The host's script is held back until the deploy has switched, so the deploy lands in
 * that window every time, not by chance.
 */
test.setTimeout(180_000);

const RELEASE_C = 'Catalog (release C)';

test.afterAll(() => restoreBaseRegistry());

test('a deploy between the HTML and its hydration causes no mismatch; the next page renders the new release', async ({
  page,
  request,
}) => {
  const rendered = baseRegistry().remotes.find((remote) => remote.name === 'catalog')?.version;
  if (!rendered) throw new Error('the base registry has no catalog version; see e2e/support/globalSetup.ts');
  remoteCopy('catalog', 'release-c', {
    'src/ProductListPage.tsx': (source) => source.replace('>Catalog</h1>', `>${RELEASE_C}</h1>`),
  });

  let releaseHostScript = () => {};
  const deployed = new Promise<void>((resolve) => (releaseHostScript = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await deployed;
    await route.continue();
  });
  const remoteFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/remotes/catalog/')) remoteFiles.push(sent.url());
  });
  const errors = hydrationErrors(page);

  await page.goto('/catalog', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  const run = await runCli('deploy', ['catalog'], {
    remotesDir: path.join(E2E_PATHS.workDir, 'deploy-remotes', 'release-c'),
  });
  expect(run.code, run.output).toBe(0);
  const releaseC = liveVersionIn(run, 'catalog');
  expect(releaseC).not.toBe(rendered);
  await expect.poll(async () => (await request.get('/catalog')).text(), { timeout: 30_000 }).toContain(RELEASE_C);
  releaseHostScript();

  await expect(page.locator('section[data-remote="catalog"]')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  await page.getByRole('button', { name: 'Add to cart: Espresso cup' }).click();
  await expect(page.getByTestId('cart-count')).toHaveAttribute('aria-label', '1 items in cart');
  expect(errors).toEqual([]);
  expect(remoteFiles.length).toBeGreaterThan(0);
  expect(remoteFiles.filter((url) => !url.includes(`/remotes/catalog/${rendered}/`))).toEqual([]);

  await page.unroute(/\/main\.[0-9a-f]+\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RELEASE_C);
  await expect(page.locator('section[data-remote="catalog"]')).toHaveAttribute('data-status', 'ready');
  expect(errors).toEqual([]);
});
