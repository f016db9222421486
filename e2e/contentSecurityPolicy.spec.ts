import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from './support/e2ePorts';
import { watchCspViolations } from './support/cspViolations';

const storeOrigin = `http://localhost:${E2E_PORTS.store}`;
/** Another loopback address: no allowed origin and no override pattern names it (decision 0014). */
const elsewhere = `http://127.0.0.2:${E2E_PORTS.store}`;

/** The policy's sources for one directive of the page's header. */
function sourcesOf(policy: string | undefined, directive: string): string[] {
  const found = (policy ?? '').split('; ').find((part) => part.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

async function open(page: Page, path: string): Promise<string | undefined> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return response?.headers()['content-security-policy'];
}

test('the host pages run under the complete policy without a single violation', async ({ page }) => {
  const violations = await watchCspViolations(page);

  const policy = await open(page, '/');
  expect(policy).toMatch(/^default-src 'self'; /);
  expect(sourcesOf(policy, 'script-src')).toEqual(expect.arrayContaining(["'self'", storeOrigin]));
  expect(sourcesOf(policy, 'connect-src')).toEqual(expect.arrayContaining(["'self'", storeOrigin]));
  for (const [directive, sources] of [
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
  ] as const) {
    expect(sourcesOf(policy, directive)).toEqual(sources);
  }
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  expect(await open(page, '/catalog')).toBe(policy);
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Add to cart: Espresso cup' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('In cart: 1');
  await page.getByRole('link', { name: 'Espresso cup', exact: true }).click();
  await expect(page.getByTestId('product-detail').getByRole('heading', { name: 'Espresso cup' })).toBeVisible();

  expect(await open(page, '/catalog/espresso-cup')).toBe(policy);
  await expect(page.getByTestId('product-detail').getByRole('heading', { name: 'Espresso cup' })).toBeVisible();

  expect(await open(page, '/cart')).toBe(policy);
  await expect(page.getByTestId('cart-lines').getByText('Espresso cup')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await page.reload();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);

  expect(violations).toEqual([]);
  await page.evaluate(() => localStorage.clear());
});

// The check above cannot pass by accident: the same page refuses each thing the policy is there to refuse. (eval is
// not tried here: code that Playwright evaluates is exempt from the page's policy; the unit tests check the header.)
test('the policy refuses inline script and handlers, and scripts, fetches, images and forms aimed elsewhere', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await open(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const outcome = await page.evaluate(async (target) => {
    const results: Record<string, string> = {};
    const inline = document.createElement('script');
    inline.textContent = 'window.__e2eInlineRan = true;';
    document.head.append(inline);
    results.inline = (window as { __e2eInlineRan?: boolean }).__e2eInlineRan ? 'ran' : 'did not run';
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__e2eHandlerRan = true;');
    document.body.append(button);
    button.click();
    button.remove();
    results.handler = (window as { __e2eHandlerRan?: boolean }).__e2eHandlerRan ? 'ran' : 'did not run';
    try {
      await fetch(`${target}/registry.json`);
      results.fetch = 'fetched';
    } catch (error) {
      results.fetch = (error as Error).name;
    }
    const script = document.createElement('script');
    script.src = `${target}/remotes/catalog/remoteEntry.js`;
    document.head.append(script);
    new Image().src = `${target}/pixel.png`;
    const form = document.createElement('form');
    form.method = 'post';
    form.action = `${target}/collect`;
    document.body.append(form);
    form.submit();
    return results;
  }, elsewhere);

  expect(outcome).toEqual({ inline: 'did not run', handler: 'did not run', fetch: 'TypeError' });
  await expect
    .poll(() =>
      [...new Set(violations.filter((line) => !line.startsWith('console: ')).map((line) => line.split(' ')[0]))].sort(),
    )
    .toEqual(['connect-src', 'form-action', 'img-src', 'script-src-attr', 'script-src-elem']);
});
