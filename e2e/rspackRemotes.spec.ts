import { expect, type Page, type Response } from '@playwright/test';
import path from 'node:path';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { fixtureRoute } from './support/fixtureRegistry';
import { test } from './support/serverLog';

/**
 * Remotes built with Rspack from the copy-paste config in docs/remote-contract.md (e2e/fixtures/buildRspackFixture.ts),
 * with `@module-federation/enhanced/rspack` and Rspack's own SubresourceIntegrityPlugin. The same promises as for
 * webpack remotes: it renders with the host's React and a React 18 build is refused. That a file changed after its
 * deploy never runs is proven for both toolchains in e2e/tamperedForeignRemotes.spec.ts.
 */

const OK = 'fx_rspack_ok';

const slot = (page: Page, name = OK) => page.locator(`section[data-remote="${name}"]`);

async function expectRendered(page: Page): Promise<void> {
  await expect(slot(page).getByRole('heading', { name: `Foreign remote ${OK} OK` })).toBeVisible();
  await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
}

test('the documented Rspack config renders in the host with the host React: hooks work, no React of its own', async ({
  page,
  serverLog,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.ok() && new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(fixtureRoute(OK));
  await expectRendered(page);
  // React 19 names its elements with this symbol: the host's scripts hold it, the remote's downloaded ones must not.
  const holdsReact = async (response: Response) => (await response.text()).includes('react.transitional.element');
  const fromRemote = scripts.filter((response) => response.url().includes(`/${OK}/`));
  expect(fromRemote.map((response) => path.posix.basename(new URL(response.url()).pathname))).toContain(
    REMOTE_ENTRY_FILE,
  );
  for (const response of fromRemote) expect(await holdsReact(response), response.url()).toBe(false);
  const withReact = await Promise.all(scripts.map(holdsReact));
  expect(withReact.some(Boolean)).toBe(true);
  await serverLog.reportsAnswered();
  expect(serverLog.failures().filter((line) => line.remote === OK)).toEqual([]);
});

test('a React 18 build of the documented Rspack config is refused as shared-incompatible (MFP-303)', async ({
  page,
  serverLog,
}) => {
  const name = 'fx_rspack_react18';
  await page.goto(fixtureRoute(name));
  const digest = await expectFallbackWithDigest(page, name);
  await expect(slot(page, name).locator('[data-failure-kind="shared-incompatible"]')).toBeVisible();
  await expect(slot(page, name).getByTestId('foreign-ok')).toHaveCount(0);
  await expect
    .poll(() => serverLog.failures(digest).map((line) => `${line.remote} ${line.kind} ${line.code}`))
    .toEqual([`${name} shared-incompatible MFP-303`]);
  expect(String(serverLog.failures(digest)[0]?.message)).toMatch(
    /built with react 18\.3\.1, the host provides 19\.3\.1/,
  );
});
