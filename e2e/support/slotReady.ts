import { expect, type Page } from '@playwright/test';

/**
 * Waits until `remote`'s slot has loaded its release in the browser and rendered it (`data-status="ready"`).
 *
 * A server-rendered slot shows its content in the first HTML (decision 0064), so a visible product list says nothing
 * about the remote's files: a test that inspects what the page downloaded must wait for this instead.
 */
export async function expectSlotReady(page: Page, remote: string): Promise<void> {
  await expect(page.locator(`section[data-remote="${remote}"]`)).toHaveAttribute('data-status', 'ready');
}
