import { expect, type Page } from '@playwright/test';
import { fixtureByName } from './fixtures/fixtureCatalogue';
import { fixtureRoute, fixtureTitle, healedEntry } from './support/fixtureRegistry';
import { FIXTURE_OPTIONS } from './support/fixtureOrigins';
import { E2E_PORTS } from './support/e2ePorts';
import { expectFallbackWithDigest, expectSamePage, markPage, serverSideText } from './support/fallbackScreen';
import { test } from './support/serverLog';
import { redeploy, removeRegistry, restoreBaseRegistry, writeRawRegistry } from './support/testRegistry';

interface Scenario {
  fixture: string;
  kind: string;
  code: string;
  /**
   * `fault`: the fault server stops injecting (a network recovers); `redeploy`: the registry switches to a fixed v2.
   * A fault that serves other bytes (garbage JavaScript, a manifest that is not one) is a broken deploy, whose bytes
   * the registry's integrity records: only a redeploy fixes it.
   */
  recovery: 'fault' | 'redeploy';
  /** What the user does before the remote breaks, if anything. */
  trigger?: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  { fixture: 'fx_throws_in_render', kind: 'render-failed', code: 'MFP-401', recovery: 'redeploy' },
  { fixture: 'fx_throws_in_effect', kind: 'render-failed', code: 'MFP-401', recovery: 'redeploy' },
  {
    fixture: 'fx_throws_after_click',
    kind: 'render-failed',
    code: 'MFP-401',
    recovery: 'redeploy',
    trigger: (page) => page.getByRole('button', { name: 'Break me' }).click(),
  },
  { fixture: 'fx_not_a_component', kind: 'not-a-component', code: 'MFP-302', recovery: 'redeploy' },
  { fixture: 'fx_expose_missing', kind: 'expose-missing', code: 'MFP-301', recovery: 'redeploy' },
  { fixture: 'fx_incompatible_react', kind: 'shared-incompatible', code: 'MFP-303', recovery: 'redeploy' },
  { fixture: 'fx_refused', kind: 'manifest-unreachable', code: 'MFP-201', recovery: 'fault' },
  { fixture: 'fx_manifest_404', kind: 'manifest-unreachable', code: 'MFP-201', recovery: 'fault' },
  { fixture: 'fx_manifest_500', kind: 'manifest-unreachable', code: 'MFP-201', recovery: 'fault' },
  { fixture: 'fx_hang', kind: 'timeout', code: 'MFP-205', recovery: 'fault' },
  { fixture: 'fx_garbage_js', kind: 'entry-evaluation-failed', code: 'MFP-204', recovery: 'redeploy' },
  { fixture: 'fx_invalid_manifest', kind: 'manifest-invalid', code: 'MFP-202', recovery: 'redeploy' },
  { fixture: 'fx_chunk_404', kind: 'chunk-load-failed', code: 'MFP-206', recovery: 'fault' },
];

const faultControl = (fixture: string, action: 'heal' | 'break') =>
  fetch(`http://localhost:${E2E_PORTS.faults}/_faults/${fixture}/${action}`, { method: 'POST' }).then((response) => {
    if (!response.ok) throw new Error(`fault server: ${action} ${fixture} answered ${response.status}`);
  });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.afterEach(() => restoreBaseRegistry());

for (const scenario of SCENARIOS) {
  test(`${scenario.fixture}: shows the fallback with a digest (${scenario.kind}), the host keeps working, and it recovers`, async ({
    page,
    serverLog,
  }, testInfo) => {
    if (fixtureByName(scenario.fixture).fault) await faultControl(scenario.fixture, 'break');
    const route = fixtureRoute(scenario.fixture);
    const hangBudget = (FIXTURE_OPTIONS.hangTimeoutMs ?? 0) + 5_000;

    const started = Date.now();
    await page.goto(route);
    await markPage(page);
    if (scenario.trigger) await scenario.trigger(page);
    const digest = await expectFallbackWithDigest(
      page,
      scenario.fixture,
      scenario.kind === 'timeout' ? hangBudget : undefined,
    );
    testInfo.annotations.push({ type: 'time-to-fallback-ms', description: String(Date.now() - started) });
    await expect(
      page.locator(`[data-failure-kind="${scenario.kind}"][data-failure-code="${scenario.code}"]`),
    ).toBeVisible();

    await expect
      .poll(() => serverLog.failures(digest).map((line) => `${line.culprit} ${line.remote} ${line.kind} ${line.code}`))
      .toEqual([`remote ${scenario.fixture} ${scenario.kind} ${scenario.code}`]);

    // The header still works, and another remote still renders.
    await page.getByRole('link', { name: 'MFP Shop' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();

    // A second visit while still broken starts clean and fails the same way: the same kind, the same digest, and no
    // module half-initialised by the failed attempt (docs/decisions/0011-compatibility-check.md).
    await nav(page)
      .getByRole('link', { name: fixtureTitle(scenario.fixture), exact: true })
      .click();
    if (scenario.trigger) await scenario.trigger(page);
    expect(
      await expectFallbackWithDigest(page, scenario.fixture, scenario.kind === 'timeout' ? hangBudget : undefined),
    ).toBe(digest);
    await expect(
      page.locator(`section[data-remote="${scenario.fixture}"] [data-failure-kind="${scenario.kind}"]`),
    ).toBeVisible();
    await nav(page).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();

    // Fix the fault, come back through the navigation: the remote loads afresh, without a page reload.
    if (scenario.recovery === 'fault') await faultControl(scenario.fixture, 'heal');
    else redeploy(healedEntry(scenario.fixture, FIXTURE_OPTIONS));
    await nav(page)
      .getByRole('link', { name: fixtureTitle(scenario.fixture), exact: true })
      .click();
    await expect(page.locator(`section[data-remote="${scenario.fixture}"]`).getByTestId('fixture-ok')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expectSamePage(page);
  });
}

for (const registryFault of [
  { name: 'is not JSON', kind: 'registry-invalid', code: 'MFP-102', write: () => writeRawRegistry('{ "remotes": [') },
  {
    name: 'has no remotes array',
    kind: 'registry-invalid',
    code: 'MFP-102',
    write: () => writeRawRegistry('{"apps": []}'),
  },
  { name: 'is missing (404)', kind: 'registry-unreachable', code: 'MFP-101', write: () => removeRegistry() },
]) {
  test(`a registry that ${registryFault.name} shows the fallback (${registryFault.kind}) and the host recovers once it is fixed`, async ({
    page,
    serverLog,
  }) => {
    registryFault.write();
    await page.goto('/');
    const screen = page.getByTestId('fallback-screen');
    await expect(screen.locator('p')).toHaveText(/^Digest: \d+$/);
    await expect(screen.locator('h2')).toHaveText(serverSideText('localhost'));
    await expect(
      page.locator(`[data-failure-kind="${registryFault.kind}"][data-failure-code="${registryFault.code}"]`),
    ).toBeVisible();
    const digest = /(\d+)$/.exec((await screen.locator('p').textContent()) ?? '')?.[1] ?? '';
    await expect
      .poll(() => serverLog.failures(digest).map((line) => `${line.culprit} ${line.remote} ${line.kind}`))
      .toEqual([`registry null ${registryFault.kind}`]);
    await expect(page.getByRole('link', { name: 'MFP Shop' })).toBeVisible();

    restoreBaseRegistry();
    await markPage(page);
    await page.getByRole('link', { name: 'MFP Shop' }).click();
    await expect(nav(page).getByRole('link', { name: 'Catalog' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();
    await expectSamePage(page);
  });
}
