import type { Browser } from '@playwright/test';
import { LOADER_DATA_PATH } from '@mfp/shared/remote';
import type { ProductsApiControl } from '../serve/productsApiControl';

/** The product the navigation opens: the first of the catalog's list (remotes/catalog). */
const PRODUCT = 'Espresso cup';
const TIMEOUT_MS = 30_000;

export interface NavigationCount {
  from: string;
  to: string;
  apiRequests: number;
  dataRouteRequests: number;
}

/**
 * What one client navigation from the catalog to a product costs (issue 42: one API request): the page is loaded and
 * left until its network is idle, then a click on the product's link, counted until the product's page shows and the
 * network is idle again. Not timed: the browser runs unthrottled.
 */
export async function clientNavigationRequests(
  browser: Browser,
  origin: string,
  api: ProductsApiControl,
): Promise<NavigationCount> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${origin}/catalog`);
    await page.locator('section[data-remote="catalog"][data-status="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    let dataRouteRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(LOADER_DATA_PATH)) dataRouteRequests += 1;
    });
    const before = await api.requests();
    await page.getByRole('link', { name: PRODUCT }).click();
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    await page.waitForLoadState('networkidle');
    return {
      from: '/catalog',
      to: new URL(page.url()).pathname,
      apiRequests: (await api.requests()) - before,
      dataRouteRequests,
    };
  } finally {
    await context.close();
  }
}
