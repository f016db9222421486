import { expect } from '@playwright/test';
import { serverSideText } from './support/fallbackScreen';
import { test } from './support/serverLog';

test("when the host's own code cannot load, the page shows the full-page fallback with a digest, never a blank page", async ({
  page,
  baseURL,
  serverLog,
}) => {
  // Every host script but the entry (named by its content, webpack/factories/createHostConfig.ts) fails, as after a
  // broken host deploy or a CDN outage.
  await page.route(
    (url) =>
      url.origin === new URL(baseURL ?? '').origin &&
      url.pathname.endsWith('.js') &&
      !/^\/main\.[0-9a-f]{8}\.js$/.test(url.pathname),
    (route) => route.abort('failed'),
  );

  await page.goto('/catalog');
  const screen = page.getByTestId('fallback-screen');
  await expect(screen.locator('p')).toHaveText(/^Digest: \d+$/);
  await expect(screen.locator('h2')).toHaveText(serverSideText('localhost'));
  await expect(screen).toHaveAttribute('data-failure-kind', 'host-failed');
  const box = await screen.boundingBox();
  expect(box?.height).toBe(page.viewportSize()?.height);

  const digest = /(\d+)$/.exec((await screen.locator('p').textContent()) ?? '')?.[1] ?? '';
  await expect
    .poll(() => serverLog.failures(digest).map((line) => `${line.culprit} ${line.remote} ${line.kind} ${line.code}`))
    .toEqual(['host null host-failed MFP-501']);
});
