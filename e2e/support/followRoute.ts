import { expect, type Page } from '@playwright/test';

/**
 * Goes to `route` in the page as the navigation's links do (history and `popstate`, no reload), so the stylesheets
 * already added stay; not by clicking, since a leaking `nav { display: none }` would hide the links.
 */
export async function followRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
}
