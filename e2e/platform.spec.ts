import { expect, test, type APIRequestContext, type Response } from '@playwright/test';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import { E2E_PORTS } from './support/e2ePorts';
import { baseRegistry } from './support/testRegistry';
import { expectSlotReady } from './support/slotReady';

const storeOrigin = `http://localhost:${E2E_PORTS.store}`;
const hostOrigin = `http://localhost:${E2E_PORTS.host}`;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
});

test('the navigation comes from the registry', async ({ page, request }) => {
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: { title: string; route: string }[];
  };
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(registry.remotes.length);
  for (const remote of registry.remotes) {
    // Exact: "Fixture foreign react18" is also the start of "Fixture foreign react18 strict".
    await expect(nav.getByRole('link', { name: remote.title, exact: true })).toHaveAttribute('href', remote.route);
  }
});

test('both remotes render at their routes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Catalog' })).toBeVisible();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a deep link to a catalog product survives a reload', async ({ page }) => {
  await page.goto('/catalog/espresso-cup');
  await expect(page.getByTestId('product-detail').getByRole('heading', { name: 'Espresso cup' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('product-detail').getByRole('heading', { name: 'Espresso cup' })).toBeVisible();
  await expect(page).toHaveURL(`${hostOrigin}/catalog/espresso-cup`);
});

// The server answers by the registry, as the browser's router decides: crawlers and monitors see the same (issue 28).
test('a path nothing routes answers 404 with the host page, which says "Page not found"', async ({ page }) => {
  const missing = await page.goto('/nope');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  const deepLink = await page.goto('/catalog/espresso-cup');
  expect(deepLink?.status()).toBe(200);
  await expect(page.getByTestId('product-detail').getByRole('heading', { name: 'Espresso cup' })).toBeVisible();
});

test('add to cart updates the header count and the cart page', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 0');
  await page.getByRole('button', { name: 'Add to cart: Espresso cup' }).click();
  await page.getByRole('button', { name: 'Add to cart: Espresso cup' }).click();
  await page.getByRole('button', { name: 'Add to cart: Fountain pen' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 3');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByTestId('cart-lines').getByText('Espresso cup')).toBeVisible();
  await expect(page.getByLabel('Quantity of Espresso cup')).toHaveValue('2');
  await expect(page.getByTestId('cart-total')).toHaveText('Total: $57.00');

  await page.getByRole('button', { name: 'Remove Fountain pen' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 2');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('Total: $25.00');
});

/**
 * Which React modules a downloaded chunk contains. Minified chunks point to their extracted license file, and React
 * names each of its production files there (`react.production.js`, `react-dom-client.production.js`, ...).
 */
async function reactModulesIn(response: Response, request: APIRequestContext): Promise<string[]> {
  const pointer = /For license information please see (\S+) \*\//.exec(await response.text());
  if (!pointer?.[1]) return [];
  const license = await (await request.get(new URL(pointer[1], response.url()).href)).text();
  return [...license.matchAll(/@license React\s+\*\s+(\S+\.production\.js)/g)].map((match) => match[1] ?? '');
}

test('react and react-dom are each downloaded exactly once, and remote files come from the store', async ({
  page,
  request,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/catalog');
  await expect(page.getByTestId('product-list')).toBeVisible();
  await expectSlotReady(page, 'catalog');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();

  const scripts = responses.filter((response) => response.ok() && new URL(response.url()).pathname.endsWith('.js'));
  const downloads = new Map<string, string[]>();
  for (const script of scripts) {
    for (const module of await reactModulesIn(script, request))
      downloads.set(module, [...(downloads.get(module) ?? []), script.url()]);
  }
  expect(downloads.get('react.production.js')).toHaveLength(1);
  expect(downloads.get('react-dom.production.js')).toHaveLength(1);
  expect(downloads.get('react-dom-client.production.js')).toHaveLength(1);

  const remoteFiles = responses.map((response) => response.url()).filter((url) => url.includes('/remotes/'));
  for (const name of ['catalog', 'cart']) {
    const manifest = baseRegistry().remotes.find((remote) => remote.name === name)?.entry ?? '';
    expect(remoteFiles).toContain(new URL(REMOTE_ENTRY_FILE, manifest).href);
  }
  for (const url of remoteFiles) expect(url.startsWith(`${storeOrigin}/remotes/`)).toBe(true);
});
