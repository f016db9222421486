import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { scopedName, slotSelector } from '@mfp/shared/styles';
import { checkRelease, folderFiles, hostSharedVersions } from '@mfp/deploy';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { computedLook, type ComputedLook } from './support/computedLook';
import { liveVersionIn, runCli } from './support/deployCli';
import { lookWithout } from './support/lookWithout';
import { fixtureRoute } from './support/fixtureRegistry';
import { followRoute } from './support/followRoute';
import { addHostProbes } from './support/hostProbes';
import { HOST_PAGE } from './support/hostPage';
import { remoteCopy } from './support/remoteCopy';
import { addToBaseRegistry, restoreBaseRegistry } from './support/testRegistry';

/**
 * Issue 31: a remote whose stylesheets target the whole page (e2e/fixtures/style-remotes/fx_hostile_style: `*`, `html`,
 * `body`, `:root`, element selectors, `!important`, `@keyframes spin`, `@font-face` of the host's families, through a
 * plain file, a CSS Module and an `@import`), built by the kit's webpack factory and deployed with `npm run deploy`,
 * styles its own slot and nothing else: the host's page, header, navigation, a failing remote's fallback screen and
 * another remote (the catalog) look the same, in Chromium, before it mounts, while it is mounted and after, with its
 * stylesheet still in the page. The same remote built without the kit's scoping is refused at deploy.
 */
test.describe.configure({ mode: 'serial' });
// Two production builds of a small remote: seconds each, more on a busy two-core machine.
test.setTimeout(120_000);

const HOSTILE = 'fx_hostile_style';
const HOSTILE_ROUTE = '/hostile-style';
const FAILING = 'fx_throws_in_render';
const FIXTURE_DIR = path.join(repoRoot, 'e2e', 'fixtures', 'style-remotes', HOSTILE);
const slot = (page: Page) => page.locator(slotSelector(HOSTILE));

/** The selectors each rule of the hostile stylesheets is written with, which the gate must name. */
const LEAKING_SELECTORS = ['*', 'html', 'body', ':root', 'button', 'a', 'h1', 'h2', 'p', 'header', 'main', 'nav'];

/** The catalog, a remote beside the hostile one. */
const CATALOG = {
  ...HOST_PAGE,
  catalogSection: 'section[data-remote="catalog"]',
  catalogRoot: slotSelector('catalog'),
  catalogHeading: `${slotSelector('catalog')} h2`,
  catalogItem: `${slotSelector('catalog')} li`,
  catalogLink: `${slotSelector('catalog')} a`,
  catalogInput: `${slotSelector('catalog')} input`,
  catalogButton: `${slotSelector('catalog')} button`,
};
/** The platform's fallback screen of a remote that fails to render. */
const FALLBACK = {
  ...HOST_PAGE,
  fallbackSection: `section[data-remote="${FAILING}"]`,
  fallbackScreen: `section[data-remote="${FAILING}"] [data-testid="fallback-screen"]`,
  fallbackHeading: `section[data-remote="${FAILING}"] [data-testid="fallback-screen"] h2`,
  fallbackDigest: `section[data-remote="${FAILING}"] [data-testid="fallback-screen"] p`,
};

/** Every navigation link's look but the two whose route is current in one of the two reads (they differ on purpose). */
async function navigationLinks(page: Page, except: string[]): Promise<ComputedLook> {
  const routes = await page
    .locator('nav[aria-label="Main"] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const kept = routes.filter((route) => !except.includes(route));
  return computedLook(page, Object.fromEntries(kept.map((route) => [route, `nav a[href="${route}"]`])));
}

const fontFamilies = (page: Page) =>
  page.evaluate(() => [...document.fonts].map((face) => face.family.replace(/^["']|["']$/g, '')));

let hostileVersion = '';

test.beforeAll(async () => {
  const remotesDir = remoteCopy(HOSTILE, 'hostile-scoped', {}, FIXTURE_DIR);
  const run = await runCli('deploy', [HOSTILE], { remotesDir });
  if (run.code !== 0) throw new Error(`the deploy of ${HOSTILE}, built with the kit, failed:\n${run.output}`);
  hostileVersion = liveVersionIn(run, HOSTILE);
  // Beside the fixtures the base registry adds, which the deploy's switch does not keep: the failing remote's.
  addToBaseRegistry(HOSTILE);
});

test.afterAll(() => restoreBaseRegistry());

test("built without the kit's scoping, the hostile remote is refused at deploy with unscoped-style, naming each selector", async () => {
  const withoutScoping = path.join(repoRoot, 'e2e', 'fixtures', 'style-remotes', 'withoutStyleScoping.ts');
  const remotesDir = remoteCopy(
    HOSTILE,
    'hostile-unscoped',
    {
      'webpack.config.ts': () =>
        `import { createRemoteConfig } from '@mfp/webpack-config';\n` +
        `import { withoutStyleScoping } from ${JSON.stringify(withoutScoping)};\n` +
        `export default withoutStyleScoping(createRemoteConfig({ name: '${HOSTILE}', packageDir: __dirname }));\n`,
    },
    FIXTURE_DIR,
  );
  const run = await runCli('deploy', [HOSTILE], { remotesDir });
  expect(run.code, run.output).toBe(1);
  const refusal =
    /^\s*- unscoped-style: (\d+) rule\(s\) of the release's stylesheets can style the page outside the slot.*$/m.exec(
      run.output,
    );
  expect(refusal, run.output).not.toBeNull();
  const listed = refusal?.[0] ?? '';
  // Each selector with its file and line: `__federation_expose_App.<hash>.css:31 html;`.
  for (const selector of LEAKING_SELECTORS)
    expect(listed, selector).toMatch(new RegExp(`\\.css:\\d+ ${selector.replace(/[*]/g, '\\*')};`));
  expect(listed).toMatch(/\.css:\d+ @keyframes spin: a global name, not prefixed fx_hostile_style__/);
  expect(listed).toMatch(/\.css:\d+ @font-face font-family Segoe UI: a global name/);
  // The only problem of the gate, on the same build.
  const { problems } = await checkRelease({
    files: folderFiles(path.join(remotesDir, HOSTILE, 'dist')),
    remote: HOSTILE,
    module: './App',
    hostShared: hostSharedVersions(),
  });
  expect(problems.map((problem) => problem.kind)).toEqual(['unscoped-style']);
  expect(run.output).toMatch(/Nothing was switched/);
});

test('built with the kit, it deploys and styles its slot: page-wide rules land on the slot root', async ({ page }) => {
  await page.goto(HOSTILE_ROUTE);
  const root = slot(page);
  await expect(root.getByTestId('hostile-remote')).toBeVisible();
  // `body` and `:root`, mapped to the slot's root.
  await expect(root).toHaveCSS('overflow', 'hidden');
  await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 0)');
  expect(await root.evaluate((element) => getComputedStyle(element).getPropertyValue('--brand'))).toBe('rgb(1, 2, 3)');
  await expect(root.getByTestId('text')).toHaveCSS('color', 'rgb(250, 0, 250)');
  // Element selectors, `!important`, `*`, `@media`, `@supports`, the CSS Module and the `@import`ed file.
  await expect(root.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '50px');
  await expect(root.getByRole('heading', { level: 2 })).toHaveCSS('text-transform', 'uppercase');
  await expect(root.getByRole('button')).toHaveCSS('background-color', 'rgb(255, 165, 0)');
  await expect(root.getByRole('link')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(root.locator('p')).toHaveCSS('text-align', 'right');
  await expect(root.locator('p')).toHaveCSS('box-sizing', 'border-box');
  await expect(root.getByTestId('module')).toHaveCSS('color', 'rgb(0, 0, 128)');
  await expect(root.getByTestId('imported')).toHaveCSS('color', 'rgb(0, 100, 0)');
  // Its own `@keyframes spin`, under whatever name the scoping gave it.
  await expect(root.getByTestId('spinner')).toHaveCSS('color', 'rgb(255, 0, 255)');
  // Its own face of "Segoe UI", under the remote's name, first in its own element's family list.
  await expect(root.getByTestId('font')).toHaveCSS('font-family', new RegExp(`^"${scopedName(HOSTILE, 'Segoe UI')}"`));
  // The documented custom properties the slot lends reach in, where the remote does not set them itself.
  await expect(root.getByTestId('accent')).toHaveCSS('color', 'rgb(11, 87, 208)');
  await root.getByRole('button').click();
  await expect(root.getByRole('button')).toHaveText('Clicked 1 times');
});

test('nothing outside its slot changes: the page, header, navigation, fallback screen and the catalog', async ({
  page,
}) => {
  await page.goto('/catalog');
  await expect(page.locator(slotSelector('catalog')).locator('li').first()).toBeVisible();
  await addHostProbes(page);
  const familiesBefore = await fontFamilies(page);
  const catalogBefore = await computedLook(page, CATALOG);
  const linksBefore = await navigationLinks(page, ['/catalog', HOSTILE_ROUTE]);
  await followRoute(page, fixtureRoute(FAILING));
  await expect(page.locator(FALLBACK.fallbackHeading)).toBeVisible();
  // The digest arrives with the server's answer to the report, and changes the heading's wording: read once it is in.
  await expect(page.locator(FALLBACK.fallbackDigest)).toBeVisible();
  const fallbackBefore = await computedLook(page, FALLBACK);

  await followRoute(page, HOSTILE_ROUTE);
  await expect(slot(page).getByTestId('hostile-remote')).toBeVisible();
  await expect(slot(page).getByTestId('spinner')).toHaveCSS('color', 'rgb(255, 0, 255)');
  // The proof that the hostile stylesheet is in the page while the rest is read.
  const sheets = page.locator(`link[rel="stylesheet"][href*="/${HOSTILE}/${hostileVersion}/"]`);
  await expect(sheets).not.toHaveCount(0);
  // The page's containers grow with the route's content; every other property, and every other box, stays.
  expect(withoutHeights(await computedLook(page, HOST_PAGE))).toEqual(withoutHeights(pick(catalogBefore, HOST_PAGE)));
  expect(await navigationLinks(page, ['/catalog', HOSTILE_ROUTE])).toEqual(linksBefore);
  // No face of the remote's takes a family the page uses.
  const families = await fontFamilies(page);
  for (const family of ['Segoe UI', 'Roboto']) expect(families.filter((name) => name === family)).toHaveLength(0);
  expect(families.length).toBeGreaterThanOrEqual(familiesBefore.length);

  await followRoute(page, fixtureRoute(FAILING));
  await expect(page.locator(FALLBACK.fallbackHeading)).toBeVisible();
  // The digest arrives with the server's answer to the report, and changes the heading's wording: read once it is in.
  await expect(page.locator(FALLBACK.fallbackDigest)).toBeVisible();
  await expect(sheets).not.toHaveCount(0);
  expect(await computedLook(page, FALLBACK)).toEqual(fallbackBefore);
  await followRoute(page, '/catalog');
  await expect(page.locator(slotSelector('catalog')).locator('li').first()).toBeVisible();
  await expect(sheets).not.toHaveCount(0);
  expect(await computedLook(page, CATALOG)).toEqual(catalogBefore);
});

/** The containers whose height follows the content of the route they show. */
const CONTAINERS = ['html', 'body', 'root', 'main'];
const withoutHeights = (look: ComputedLook) => lookWithout(look, ['height'], CONTAINERS);

/** The looks of `look` under the names of `selectors`. */
function pick(look: ComputedLook, selectors: Record<string, string>): ComputedLook {
  return Object.fromEntries(Object.keys(selectors).map((name) => [name, look[name] ?? null]));
}
