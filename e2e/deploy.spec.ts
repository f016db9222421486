import { expect, test, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { liveVersionIn, runCli, startCli, type CliRun } from './support/deployCli';
import { E2E_PATHS } from './support/e2ePaths';
import { e2eStore } from './support/e2eStore';
import { fileHashes } from './support/fileHashes';
import { remoteCopy } from './support/remoteCopy';
import { baseRegistry, restoreBaseRegistry } from './support/testRegistry';

/**
 * Browser tests 1-5 of the deploy command: the real CLI, in its own process, against the test store that the running
 * host server serves. Each test starts where the one before left catalog, so they run in order. Afterwards the base
 * registry (with the failure fixtures the other specs need) is restored.
 */
test.describe.configure({ mode: 'serial' });
// Each production build of catalog takes ~10-30 s on a busy two-core machine; three run here.
test.setTimeout(180_000);

const RELEASE_B = 'Catalog (release B)';
const remotesDir = (variant: string) => path.join(E2E_PATHS.workDir, 'deploy-remotes', variant);

let seededVersion: string;
let releaseB: string;

test.beforeAll(() => {
  const catalog = baseRegistry().remotes.find((remote) => remote.name === 'catalog');
  if (!catalog?.version) throw new Error('the base registry has no catalog version; see e2e/support/globalSetup.ts');
  seededVersion = catalog.version;
  // A test-only source change: the catalog's list page shows another heading.
  remoteCopy('catalog', 'release-b', {
    'src/ProductListPage.tsx': (source) => source.replace('>Catalog</h1>', `>${RELEASE_B}</h1>`),
  });
  remoteCopy('catalog', 'broken-build', {
    'src/App.tsx': (source) => `${source}\nexport const broken = ;\n`,
  });
  // A release the gate must refuse: it builds, but exposes ./Other instead of ./App.
  remoteCopy('catalog', 'no-app-expose', {
    'webpack.config.ts': (source) =>
      source.replace('packageDir: __dirname', "packageDir: __dirname, exposes: { './Other': './src/App.tsx' }"),
  });
});

test.afterAll(() => restoreBaseRegistry());

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Catalog/ });
const registryFile = () => readFileSync(e2eStore.layout.registryFile, 'utf8');
const liveOf = (name: string) =>
  (JSON.parse(registryFile()) as { remotes: { name: string; version: string }[] }).remotes.find(
    (remote) => remote.name === name,
  )?.version;

function expectSuccess(run: CliRun): void {
  expect(run.code, run.output).toBe(0);
}

test('1. a deployed catalog is live at the next reload; the host and the other remotes are untouched', async ({
  page,
}) => {
  await page.goto('/catalog');
  await expect(heading(page)).toHaveText('Catalog');
  const untouched = {
    host: fileHashes(path.join(repoRoot, 'host', 'dist')),
    cart: fileHashes(e2eStore.layout.remoteDir('cart')),
    seededCatalog: fileHashes(e2eStore.layout.versionDir('catalog', seededVersion)),
  };

  const run = await runCli('deploy', ['catalog'], { remotesDir: remotesDir('release-b') });
  expectSuccess(run);
  releaseB = liveVersionIn(run, 'catalog');
  expect(releaseB).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
  for (const stage of ['build', 'check', 'publish', 'switch'])
    expect(run.output).toMatch(new RegExp(`^✓ ${stage} \\d+\\.\\d s$`, 'm'));
  // Only catalog was built; the host server was not restarted (the same page session goes on below). The gate may
  // mention the host's versions in a warning; no other package is built or published.
  expect(run.output).toMatch(/▶ building catalog\b/);
  expect(run.output).not.toMatch(/▶ building (?!catalog\b)/);
  expect(run.output).not.toMatch(/\bcart\b/);
  console.log(run.output.split('\n').find((line) => line.startsWith(`✓ catalog ${releaseB} is live`)));

  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(heading(page)).toHaveText(RELEASE_B);
  expect(manifests).toContain(`/remotes/catalog/${releaseB}/mf-manifest.json`);

  const entry = (await (await page.request.get('/registry.json')).json()) as {
    remotes: Record<string, unknown>[];
  };
  expect(entry.remotes.find((remote) => remote.name === 'catalog')).toMatchObject({
    version: releaseB,
    deployedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    previous: { version: seededVersion },
  });
  expect(fileHashes(path.join(repoRoot, 'host', 'dist'))).toEqual(untouched.host);
  expect(fileHashes(e2eStore.layout.remoteDir('cart'))).toEqual(untouched.cart);
  expect(fileHashes(e2eStore.layout.versionDir('catalog', seededVersion))).toEqual(untouched.seededCatalog);
  // Published with its precompressed siblings, which the store serves instead of compressing.
  expect(existsSync(path.join(e2eStore.layout.versionDir('catalog', releaseB), 'remoteEntry.js.br'))).toBe(true);
});

test('2. --rollback goes back to the seeded release, --to forward to the deployed one', async ({ page }) => {
  const back = await runCli('deploy', ['catalog', '--rollback']);
  expectSuccess(back);
  expect(liveVersionIn(back, 'catalog')).toBe(seededVersion);
  expect(back.output).not.toMatch(/^▶ (build|publish)/m);
  await page.goto('/catalog');
  await expect(heading(page)).toHaveText('Catalog');

  const forward = await runCli('deploy', ['catalog', '--to', releaseB]);
  expectSuccess(forward);
  expect(liveVersionIn(forward, 'catalog')).toBe(releaseB);
  await page.reload();
  await expect(heading(page)).toHaveText(RELEASE_B);
});

test('3. a failing build, a gate refusal and a deploy killed mid-copy leave the live release serving', async ({
  page,
}) => {
  const registry = registryFile();
  const expectStillLive = async () => {
    expect(registryFile()).toBe(registry);
    await page.goto('/catalog');
    await expect(heading(page)).toHaveText(RELEASE_B);
  };

  const broken = await runCli('deploy', ['catalog'], { remotesDir: remotesDir('broken-build') });
  expect(broken.code, broken.output).toBe(1);
  expect(broken.output).toMatch(/build failed after .* s: Build of catalog failed/);
  expect(broken.output).toContain(`catalog ${releaseB} is still live.`);
  await expectStillLive();

  const refused = await runCli('deploy', ['catalog'], { remotesDir: remotesDir('no-app-expose') });
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain('The gate refused catalog');
  expect(refused.output).toMatch(/- expose-missing: the manifest does not expose \.\/App \(it exposes \.\/Other\)/);
  expect(refused.output).not.toMatch(/^▶ publish/m);
  await expectStillLive();

  // The build of release B is current, so this deploy goes straight to the publish. It is killed once its copy is in
  // staging and the precompressed siblings are being written into it, a second or so before the rename.
  const killedVersion = '1.9.0-killed';
  const deploy = startCli('deploy', ['catalog', '--version', killedVersion], { remotesDir: remotesDir('release-b') });
  await deploy.printed(`  precompressing`);
  deploy.child.kill('SIGKILL');
  expect((await deploy.done).signal).toBe('SIGKILL');
  expect(existsSync(e2eStore.layout.versionDir('catalog', killedVersion))).toBe(false);
  expect(readdirSync(e2eStore.layout.stagingDir)).toEqual([`catalog@${killedVersion}.${deploy.child.pid}`]);
  await expectStillLive();
});

test('4. two deploys at once both land, and two of one remote run one after the other', async ({ page }) => {
  const [catalog, cart] = await Promise.all([
    runCli('deploy', ['catalog', '--version', '2.0.0'], { remotesDir: remotesDir('release-b') }),
    runCli('deploy', ['cart', '--version', '2.0.0']),
  ]);
  expectSuccess(catalog);
  expectSuccess(cart);
  expect([liveOf('catalog'), liveOf('cart')]).toEqual(['2.0.0', '2.0.0']);
  // The first publish after the killed one (of either remote) removed its half copy.
  expect(catalog.output + cart.output).toMatch(/removed .*catalog@1\.9\.0-killed\.\d+, left by an interrupted publish/);
  expect(readdirSync(e2eStore.layout.stagingDir)).toEqual([]);

  const [first, second] = await Promise.all(
    ['2.0.1', '2.0.2'].map((version) =>
      runCli('deploy', ['catalog', '--version', version], { remotesDir: remotesDir('release-b') }),
    ),
  );
  expectSuccess(first!);
  expectSuccess(second!);
  const history = (await e2eStore.readReleases()).remotes.catalog!.history.map((release) => release.version);
  expect(history.slice(-2).sort()).toEqual(['2.0.1', '2.0.2']);
  expect(liveOf('catalog')).toBe(history.at(-1));

  await page.goto('/catalog');
  await expect(heading(page)).toHaveText(RELEASE_B);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
});

test('5. bad names and versions are refused before anything is written', async () => {
  const registry = registryFile();
  const refusals: [string[], RegExp][] = [
    [['../catalog'], /"\.\.\/catalog" is not a remote name/],
    [['/etc/passwd'], /"\/etc\/passwd" is not a remote name/],
    [['catalogue'], /unknown remote "catalogue": .*Known remotes: cart, catalog\./],
    [['catalog', '--version', '../../escape'], /--version "\.\.\/\.\.\/escape" is not a version/],
    [['catalog', '--version', '/tmp/escape'], /--version "\/tmp\/escape" is not a version/],
    [['catalog', '--to', '../cart/2.0.0'], /--to "\.\.\/cart\/2\.0\.0" is not a version/],
    [['catalog', '--rollback', '--to', seededVersion], /--rollback goes to the previous release and --to/],
    [['catalog', '--verison', '1.0.0'], /unknown option --verison/],
  ];
  for (const [args, message] of refusals) {
    const run = await runCli('deploy', args);
    expect(run.code, `${args.join(' ')}:\n${run.output}`).toBe(2);
    expect(run.output).toMatch(message);
  }

  const missing = await runCli('deploy', ['catalog', '--to', '7.7.7']);
  expect(missing.code).toBe(2);
  expect(missing.output).toContain(
    'catalog@7.7.7 is not published, so it cannot go live. Published versions of catalog:',
  );
  for (const version of [seededVersion, releaseB, '2.0.0']) expect(missing.output).toContain(version);

  expect(registryFile()).toBe(registry);
  expect(existsSync(path.join(E2E_PATHS.workDir, 'escape'))).toBe(false);
  expect(await e2eStore.listVersions('catalog')).not.toContain('7.7.7');
});
