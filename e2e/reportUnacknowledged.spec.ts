import { expect, test } from '@playwright/test';
import { clientSideText } from './support/fallbackScreen';
import { fixtureRoute } from './support/fixtureRegistry';

// The server cannot be reached for the report only: the page and the remote load as usual.
test('when the failure report gets no answer, the screen keeps the client-side wording and the console has the error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let reportAttempts = 0;
  await page.route('**/_host/errors', (route) => {
    reportAttempts += 1;
    return route.abort('connectionrefused');
  });
  const reportFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/_host/errors'));

  await page.goto(fixtureRoute('fx_throws_in_render'));
  const screen = page.locator('section[data-remote="fx_throws_in_render"]').getByTestId('fallback-screen');
  await expect(screen.locator('h2')).toHaveText(clientSideText('localhost'));
  await expect.poll(() => reportAttempts).toBeGreaterThan(0);
  await expect.poll(() => errors.join('\n')).toContain('fixture: throws in render');

  // Still the client-side wording once the report has failed: no digest is invented.
  await reportFailed;
  await expect(screen.locator('h2')).toHaveText(clientSideText('localhost'));
  await expect(screen.getByText(/^Digest:/)).toHaveCount(0);
  await expect(screen).not.toContainText('fixture: throws in render');
});
