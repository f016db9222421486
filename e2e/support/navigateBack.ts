import { expect, type Page } from '@playwright/test';

/**
 * Leaves a remote's page for the home page and comes back through the main navigation's link named `link`: two client
 * navigations, each of which reads `/registry.json` again, as a visitor's open tab does. Resolves, once the slot is
 * ready or shows the fallback screen, with the page's heading, or `undefined` for the fallback screen.
 */
async function navigateBack(page: Page, remote: string, link: string): Promise<string | undefined> {
  await page.getByRole('link', { name: 'MFP Shop' }).click();
  await expect(page).toHaveURL(new URL('/', page.url()).href);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  const slot = page.locator(`section[data-remote="${remote}"]`);
  await expect(slot).toHaveAttribute('data-status', /^(ready|failed)$/, { timeout: 15_000 });
  if ((await slot.getAttribute('data-status')) !== 'ready') return undefined;
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

/**
 * Navigates back (`navigateBack`) until `done` holds of what the slot showed, at most `limit` times. Resolves with
 * whether it held, for the caller to assert with a message of its own.
 */
export async function navigateBackUntil(
  page: Page,
  { remote, link }: { remote: string; link: string },
  done: (shown: string | undefined) => boolean,
  limit = 12,
): Promise<boolean> {
  for (let navigations = 0; navigations < limit; navigations += 1)
    if (done(await navigateBack(page, remote, link))) return true;
  return false;
}
