import { expect, test } from '@playwright/test';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';

const catalogManifest = new RegExp(`/remotes/catalog/[^/]+/${REMOTE_MANIFEST_FILE.replace('.', '\\.')}$`);

test('hovering a remote’s link starts loading it, and the page it leads to uses that load', async ({ page }) => {
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (catalogManifest.test(new URL(request.url()).pathname)) manifestRequests.push(request.url());
  });
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' });
  await expect(link).toBeVisible();
  expect(manifestRequests).toEqual([]);

  const prefetched = page.waitForRequest((request) => catalogManifest.test(new URL(request.url()).pathname));
  await link.hover();
  await prefetched;

  await link.click();
  await expect(page.getByTestId('product-list')).toBeVisible();
  // The slot took the hover's attempt: the manifest was asked for once, not again on arrival.
  expect(manifestRequests).toHaveLength(1);
});
