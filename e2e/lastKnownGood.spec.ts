import { expect, type Page } from '@playwright/test';
import type { RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { fixtureRoute, fixtureTitle, healedEntry } from './support/fixtureRegistry';
import { FIXTURE_OPTIONS } from './support/fixtureOrigins';
import { E2E_PORTS } from './support/e2ePorts';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { test } from './support/serverLog';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * Browser test 6: the last known-good release. The live release of a fixture is its broken v1 (broken by the fault
 * server or by its code), and the registry names its healthy v2 as `previous`: the slot must show v2, and the server
 * log must have v1's failure marked with `servedFallback`.
 */

const { faultOrigin } = FIXTURE_OPTIONS;

const faultControl = (fixture: string, action: 'heal' | 'break') =>
  fetch(`http://localhost:${E2E_PORTS.faults}/_faults/${fixture}/${action}`, { method: 'POST' }).then((response) => {
    if (!response.ok) throw new Error(`fault server: ${action} ${fixture} answered ${response.status}`);
  });

/** The fixture's healthy v2, as the registry names a previous release: with the integrity recorded at its deploy. */
function healedRelease(fixture: string) {
  const { entry, integrity } = healedEntry(fixture, FIXTURE_OPTIONS);
  return { version: 'v2', entry, integrity };
}

/** The fixture's broken v1 live, with `previous` pointing at `previous` (by default its healthy v2). */
function liveWithPrevious(fixture: string, previous: NonNullable<RegistryEntry['previous']> = healedRelease(fixture)) {
  const live = baseRegistry().remotes.find((remote) => remote.name === fixture);
  if (!live) throw new Error(`no registry entry for ${fixture}`);
  return { ...live, previous } satisfies RegistryEntry;
}

const slotOf = (page: Page, remote: string) => page.locator(`section[data-remote="${remote}"]`);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The live failure's digest, once the server has acknowledged the report the slot sent for it. */
async function liveFailureDigest(page: Page, remote: string): Promise<string> {
  const slot = slotOf(page, remote);
  await expect(slot).toHaveAttribute('data-live-failure-digest', /^\d+$/);
  return (await slot.getAttribute('data-live-failure-digest')) ?? '';
}

// The server log is shared by every spec, and a failure keeps its digest across tests (remote, kind and message): each
// test reads only the lines of its own reports (`serverLog`).
test.afterEach(() => restoreBaseRegistry());

const SERVED_SCENARIOS = [
  { fixture: 'fx_garbage_js', kind: 'entry-evaluation-failed', fault: true },
  { fixture: 'fx_manifest_404', kind: 'manifest-unreachable', fault: true },
  { fixture: 'fx_hang', kind: 'timeout', fault: true },
  // The live entry runs, registers its container and its chunk-loading global, then a chunk fails: v2 must load
  // beside it without adopting v1's chunks (docs/stack.md).
  { fixture: 'fx_chunk_404', kind: 'chunk-load-failed', fault: true },
  { fixture: 'fx_expose_missing', kind: 'expose-missing', fault: false },
  { fixture: 'fx_not_a_component', kind: 'not-a-component', fault: false },
  { fixture: 'fx_incompatible_react', kind: 'shared-incompatible', fault: false },
] as const;

for (const { fixture, kind, fault } of SERVED_SCENARIOS) {
  test(`${fixture}: the live release fails to load (${kind}), the slot shows the previous release, the log says so`, async ({
    page,
    serverLog,
  }) => {
    if (fault) await faultControl(fixture, 'break');
    redeploy(liveWithPrevious(fixture));

    await page.goto(fixtureRoute(fixture));
    const slot = slotOf(page, fixture);
    await expect(slot.getByTestId('fixture-ok')).toHaveAttribute('data-variant', 'v2');
    await expect(slot).toHaveAttribute('data-served-fallback', 'v2');
    await expect(slot.getByTestId('fallback-screen')).toHaveCount(0);

    const digest = await liveFailureDigest(page, fixture);
    await expect
      .poll(() => serverLog.failures(digest).map((line) => [line.remote, line.version, line.kind, line.servedFallback]))
      .toEqual([[fixture, 'v1', kind, 'v2']]);

    // A second visit tries the live release again, fails again, and shows the previous release again: replacing the
    // registration twice more leaves nothing broken behind.
    await nav(page).getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list')).toBeVisible();
    await nav(page)
      .getByRole('link', { name: fixtureTitle(fixture), exact: true })
      .click();
    await expect(slot.getByTestId('fixture-ok')).toHaveAttribute('data-variant', 'v2');
    await expect(slot).toHaveAttribute('data-served-fallback', 'v2');
  });
}

test('a deleted live release of a real remote: the store serves the previous one in its slot', async ({
  page,
  serverLog,
}) => {
  const catalog = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!catalog?.version) throw new Error('the test registry has no versioned catalog');
  const gone = catalog.entry.replace(`/${catalog.version}/`, '/0.0.0-deleted/');
  redeploy({
    ...catalog,
    version: '0.0.0-deleted',
    entry: gone,
    previous: { version: catalog.version, entry: catalog.entry, integrity: catalog.integrity },
  });

  await page.goto('/catalog');
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await expect(slotOf(page, 'catalog')).toHaveAttribute('data-served-fallback', catalog.version);
  const digest = await liveFailureDigest(page, 'catalog');
  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.version, line.kind, line.servedFallback]))
    .toEqual([['0.0.0-deleted', 'manifest-unreachable', catalog.version]]);
});

test('when the previous release fails too, the fallback screen shows the live failure, and both are logged', async ({
  page,
  serverLog,
}) => {
  const fixture = 'fx_garbage_js';
  await faultControl(fixture, 'break');
  // A previous release whose folder is gone: the fault server answers 404 for any variant but v1 and v2. Its
  // integrity was recorded when it was published (here v2's: the 404 comes before any check).
  redeploy(
    liveWithPrevious(fixture, {
      ...healedRelease(fixture),
      version: 'v0',
      entry: `${faultOrigin}/${fixture}/v0/${REMOTE_MANIFEST_FILE}`,
    }),
  );

  await page.goto(fixtureRoute(fixture));
  const digest = await expectFallbackWithDigest(page, fixture);
  await expect(slotOf(page, fixture).locator('[data-failure-kind="entry-evaluation-failed"]')).toBeVisible();
  await expect(slotOf(page, fixture)).not.toHaveAttribute('data-served-fallback');

  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.version, line.kind, line.servedFallback]))
    .toEqual([['v1', 'entry-evaluation-failed', null]]);
  await expect
    .poll(() =>
      serverLog
        .failures()
        .filter((line) => line.remote === fixture && line.version === 'v0')
        .map((line) => [line.kind, line.servedFallback]),
    )
    .toEqual([['manifest-unreachable', null]]);
});

test('a render error is never retried on the previous release: the fallback screen, and v2 is never requested', async ({
  page,
  serverLog,
}) => {
  const fixture = 'fx_throws_in_render';
  const previousUrl = healedEntry(fixture, FIXTURE_OPTIONS).entry;
  const previousFolder = previousUrl.slice(0, previousUrl.lastIndexOf('/') + 1);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  redeploy(liveWithPrevious(fixture));

  await page.goto(fixtureRoute(fixture));
  const digest = await expectFallbackWithDigest(page, fixture);
  await expect(slotOf(page, fixture).locator('[data-failure-kind="render-failed"]')).toBeVisible();
  await expect
    .poll(() => serverLog.failures(digest).map((line) => [line.version, line.kind, line.servedFallback]))
    .toEqual([['v1', 'render-failed', null]]);
  expect(requested.filter((url) => url.startsWith(previousFolder))).toEqual([]);
  await expect(slotOf(page, fixture)).not.toHaveAttribute('data-served-fallback');
});
