import type { Page } from '@playwright/test';

/**
 * The hydration errors the page reports from now on (React's console errors about a server render that does not
 * match) and any uncaught error: what a cleanly hydrated page leaves empty.
 */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
