import { expect, type Page } from '@playwright/test';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { fixtureRoute, fixtureTitle } from './support/fixtureRegistry';
import { test, type OwnServerLog } from './support/serverLog';

/**
 * Remotes built from the copy-paste config in docs/remote-contract.md (e2e/fixtures/buildForeignFixtures.ts), as
 * another team would build them, with one rule broken each. Every broken one must show the fallback with the right
 * kind and a message naming the package and both versions, both on the first visit and on the second.
 */
interface BrokenVariant {
  fixture: string;
  /** What the server log's message must say. */
  message: RegExp;
}

const BROKEN: BrokenVariant[] = [
  { fixture: 'fx_foreign_react18', message: /built with react 18\.3\.1, the host provides 19\.3\.1/ },
  { fixture: 'fx_foreign_react18_strict', message: /built with react 18\.3\.1, the host provides 19\.3\.1/ },
  {
    fixture: 'fx_foreign_no_react',
    message: /does not share react, so it bundles its own copy beside the host's react 19\.3\.1/,
  },
  {
    fixture: 'fx_foreign_no_router',
    message:
      /useHref\(\) may be used only in the context of a <Router>.*does not share react-router \(the host provides 7\.18\.5\)/s,
  },
  {
    fixture: 'fx_foreign_router6',
    message: /built with react-router 6\.30\.6, the host provides 7\.18\.5; .*pin react-router to 7\.18\.5/,
  },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** This test's failure lines for `remote`. */
function remoteFailureLines(serverLog: OwnServerLog, remote: string) {
  return serverLog.failures().filter((line) => line.remote === remote);
}

test('the documented foreign config loads and renders in the host, sharing the host React (hooks work)', async ({
  page,
  serverLog,
}) => {
  await page.goto(fixtureRoute('fx_foreign_ok'));
  const slot = page.locator('section[data-remote="fx_foreign_ok"]');
  await expect(slot.getByRole('heading', { name: 'Foreign remote fx_foreign_ok OK' })).toBeVisible();
  await slot.getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  // The page reports a failure as it shows its fallback, so by now a report would have been sent: none was, and the
  // server logged none.
  expect(serverLog.reportsSent()).toBe(0);
  await serverLog.reportsAnswered();
  expect(remoteFailureLines(serverLog, 'fx_foreign_ok')).toEqual([]);
});

for (const variant of BROKEN) {
  test(`${variant.fixture}: fallback with shared-incompatible (MFP-303) naming the package and versions, on the first visit and the second`, async ({
    page,
    serverLog,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(fixtureRoute(variant.fixture));
    const digest = await expectFallbackWithDigest(page, variant.fixture);
    await expect(page.locator('[data-failure-kind="shared-incompatible"][data-failure-code="MFP-303"]')).toBeVisible();
    await expect(page.locator(`section[data-remote="${variant.fixture}"]`)).not.toContainText('requires');

    await expect
      .poll(() => remoteFailureLines(serverLog, variant.fixture).map((line) => `${line.kind} ${line.code}`))
      .toEqual(['shared-incompatible MFP-303']);
    const [line] = remoteFailureLines(serverLog, variant.fixture);
    expect(line?.digest).toBe(digest);
    expect(String(line?.message)).toMatch(variant.message);

    // The header and the other remotes keep working.
    await nav(page).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();

    // The second visit starts clean and fails the same way: same kind, same digest, nothing half-initialised
    // rendered, and no second failure of another kind in the log.
    await nav(page)
      .getByRole('link', { name: fixtureTitle(variant.fixture), exact: true })
      .click();
    expect(await expectFallbackWithDigest(page, variant.fixture)).toBe(digest);
    await expect(page.locator('[data-failure-kind="shared-incompatible"]')).toBeVisible();
    await expect(page.locator(`section[data-remote="${variant.fixture}"]`).getByTestId('foreign-ok')).toHaveCount(0);
    await page.getByRole('link', { name: 'MFP Shop' }).click();
    await page.goBack();
    expect(await expectFallbackWithDigest(page, variant.fixture)).toBe(digest);
    // No second failure of another kind: every report the visits sent has been answered, so its line is written.
    await serverLog.reportsAnswered();
    expect(remoteFailureLines(serverLog, variant.fixture).map((failure) => failure.kind)).toEqual([
      'shared-incompatible',
    ]);
    expect(pageErrors).toEqual([]);
  });
}
