import { expect, type Page } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryEntry } from '@mfp/shared/registry';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { E2E_PATHS } from './support/e2ePaths';
import { expectFallbackWithDigest, expectSamePage, markPage } from './support/fallbackScreen';
import { fixtureManifestUrl, fixtureRoute, fixtureTitle } from './support/fixtureRegistry';
import { FIXTURE_OPTIONS } from './support/fixtureOrigins';
import { test, type OwnServerLog } from './support/serverLog';
import { expectNothingRan, exposeChunkOf, markCode } from './support/tamperedRelease';
import { baseRegistry, redeploy, restoreBaseRegistry } from './support/testRegistry';

/**
 * A file changed after its deploy never runs, for remotes built from the contract's copy-paste webpack and Rspack
 * configs (e2e/fixtures/buildForeignFixtures.ts), which give every chunk its integrity with webpack-subresource-integrity
 * or Rspack's SubresourceIntegrityPlugin (decision 0031). A changed release is the built v1 copied to the fixture's v2
 * folder (which the fault server serves) with one file changed, registered with v1's recorded integrity, as a store
 * changed after the deploy would serve it. Vite remotes: e2e/viteRemote.spec.ts.
 */

const TOOLCHAINS = [
  { toolchain: 'webpack', fixture: 'fx_foreign_ok' },
  { toolchain: 'Rspack', fixture: 'fx_rspack_ok' },
] as const;
const TAMPERED = 'v2';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const { toolchain, fixture } of TOOLCHAINS) {
  const fixtureDir = path.join(E2E_PATHS.fixturesDir, fixture);
  const slot = (page: Page) => page.locator(`section[data-remote="${fixture}"]`);

  function registered(): RegistryEntry {
    const entry = baseRegistry().remotes.find((remote) => remote.name === fixture);
    if (!entry?.integrity) throw new Error(`the test registry has no ${fixture} with integrity`);
    return entry;
  }

  /** v1 copied to v2 with `file` changed by `edit`, registered as live with v1's recorded integrity. */
  function deployTampered(file: string, edit: (text: string) => string): void {
    const dir = path.join(fixtureDir, TAMPERED);
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(fixtureDir, 'v1'), dir, { recursive: true });
    writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
    const entry = fixtureManifestUrl(FIXTURE_OPTIONS.faultOrigin, fixture, TAMPERED);
    redeploy({ ...registered(), version: TAMPERED, entry });
  }

  async function expectFailure(page: Page, serverLog: OwnServerLog, kind: string, code: string): Promise<void> {
    const digest = await expectFallbackWithDigest(page, fixture);
    await expect(slot(page).locator(`[data-failure-kind="${kind}"][data-failure-code="${code}"]`)).toBeVisible();
    await expect
      .poll(() => serverLog.failures(digest).map((line) => [line.remote, line.version, line.kind, line.code]))
      .toEqual([[fixture, TAMPERED, kind, code]]);
  }

  async function expectRendered(page: Page): Promise<void> {
    await expect(slot(page).getByRole('heading', { name: `Foreign remote ${fixture} OK` })).toBeVisible();
    await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  }

  test.describe(`the documented ${toolchain} config`, () => {
    test.afterEach(() => {
      restoreBaseRegistry();
      rmSync(path.join(fixtureDir, TAMPERED), { recursive: true, force: true });
    });

    test('a changed remoteEntry.js runs nothing (integrity-failed, MFP-207), and the intact release recovers it', async ({
      page,
      serverLog,
    }) => {
      deployTampered(REMOTE_ENTRY_FILE, (code) => markCode('entry') + code);
      await page.goto(fixtureRoute(fixture));
      await markPage(page);
      await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
      await expectNothingRan(page);

      // Redeploying the intact release: the next visit through the navigation loads it, without a page reload.
      restoreBaseRegistry();
      await nav(page).getByRole('link', { name: 'Catalog' }).click();
      await expect(page.getByTestId('product-list')).toBeVisible();
      await nav(page)
        .getByRole('link', { name: fixtureTitle(fixture), exact: true })
        .click();
      await expectRendered(page);
      await expectSamePage(page);
      await expectNothingRan(page);
    });

    test('a changed expose chunk is refused by the integrity the build wrote into the entry (integrity-failed)', async ({
      page,
      serverLog,
    }) => {
      const chunk = exposeChunkOf(path.join(fixtureDir, 'v1'));
      deployTampered(chunk, (code) => markCode('chunk') + code);
      await page.goto(fixtureRoute(fixture));
      // The browser refuses it as one it cannot download; the host's one fetch past the caches tells them apart.
      await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
      expect(serverLog.failures()[0]?.message).toContain(`/${TAMPERED}/${chunk} does not match the integrity`);
      await expectNothingRan(page);
    });

    test('a changed manifest is refused before the runtime reads it: the script it points at never runs', async ({
      page,
      serverLog,
    }) => {
      const evil = path.join(fixtureDir, TAMPERED, 'evil.js');
      deployTampered(REMOTE_MANIFEST_FILE, (json) =>
        json.replace(new RegExp(`"name":\\s*"${REMOTE_ENTRY_FILE.replace('.', '\\.')}"`), '"name": "evil.js"'),
      );
      writeFileSync(evil, markCode('manifest'));
      expect(readFileSync(path.join(fixtureDir, TAMPERED, REMOTE_MANIFEST_FILE), 'utf8')).toContain('"evil.js"');
      // Only the script the changed manifest names: the host page may preload the release's real files from hints it
      // made while the manifest was intact (the server keys them by URL and recorded integrity), which is harmless.
      const evilRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(`/${fixture}/${TAMPERED}/evil.js`)) evilRequests.push(request.url());
      });
      await page.goto(fixtureRoute(fixture));
      await expectFailure(page, serverLog, 'integrity-failed', 'MFP-207');
      await expectNothingRan(page);
      expect(evilRequests).toEqual([]);
    });
  });
}
