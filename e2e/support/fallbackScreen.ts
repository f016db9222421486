import { expect, type Page } from '@playwright/test';

export const serverSideText = (hostname: string) =>
  `Application error: a server-side exception has occurred while loading ${hostname} (see the server logs for more information).`;

export const clientSideText = (hostname: string) =>
  `Application error: a client-side exception has occurred while loading ${hostname} (see the browser console for more information).`;

/** Waits for the fallback screen in the remote's slot, checks its exact text, and returns the digest it shows. */
export async function expectFallbackWithDigest(page: Page, remote: string, timeout?: number): Promise<string> {
  const slot = page.locator(`section[data-remote="${remote}"]`);
  const screen = slot.getByTestId('fallback-screen');
  await expect(screen.locator('p')).toHaveText(/^Digest: \d+$/, { timeout });
  await expect(screen.locator('h2')).toHaveText(serverSideText('localhost'));
  const digest = /^Digest: (\d+)$/.exec((await screen.locator('p').textContent()) ?? '')?.[1];
  if (!digest) throw new Error('no digest on the fallback screen');
  return digest;
}

/** Marks the page so a later check can prove that no full reload happened in between. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
}

export async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
}
