import { expect, test } from '@playwright/test';
import { hydrationErrors } from './support/hydrationErrors';

/*
 * The host renders each page on the server and the browser hydrates it (decision 0064): the first HTML holds the
 * shell, and hydrating it raises no hydration error (React's recoverable errors and the console both stay quiet).
 */

const PAGES = [
  { path: '/', h1: 'Welcome', title: 'MFP Shop' },
  { path: '/catalog', h1: 'Catalog', title: 'Catalog · MFP Shop' },
  { path: '/catalog/espresso-cup', h1: 'Espresso cup', title: 'Catalog · MFP Shop' },
  { path: '/cart', h1: 'Cart', title: 'Cart · MFP Shop' },
  { path: '/no-such-page', h1: 'Page not found', title: 'Page not found · MFP Shop' },
];

for (const { path, h1, title } of PAGES) {
  test(`${path}: the first HTML holds the header and the page's title and description, and it hydrates cleanly`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: '*/*' } })).text();
    expect(html).toContain('<header');
    expect(html).toContain('data-testid="cart-count"');
    expect(html).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/);

    const errors = hydrationErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(title);
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('a client-side navigation stays client-side and updates the title', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await page.getByRole('navigation').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
  await expect(page).toHaveTitle('Cart · MFP Shop');
  expect(documents).toHaveLength(1);
});

test("the cart count reads the browser's cart after hydration", async ({ page }) => {
  await page.goto('/catalog/espresso-cup');
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 1');
  const errors = hydrationErrors(page);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 1');
  expect(errors).toEqual([]);
});
