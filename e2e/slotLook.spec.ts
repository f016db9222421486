import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { OVERRIDE_PARAM } from '@mfp/shared/overrides';
import { slotSelector } from '@mfp/shared/styles';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { computedLook, type ComputedLook } from './support/computedLook';
import { DEV_E2E_PORTS } from './support/devPorts';
import { lookWithout } from './support/lookWithout';
import { spawnInRepo, tsxArgs, type Spawned } from './support/processes';
import { remoteCopy } from './support/remoteCopy';

/**
 * Issue 31, item 5: a remote renders the same in the host as on its standalone page (`npm run dev:remote`), since both
 * mount it in the host's slot, whose section applies one base (@mfp/shared/styles); and the host's own styles reach
 * into the slot only through the documented custom properties: what the host sets on the slot's ancestors (a centred,
 * bold, italic, spaced text) stops at the section. One dev build of the hostile-style fixture remote serves both: its
 * standalone page, and the host's page through an override of its manifest (OVERRIDES is on in the browser tests).
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'fx_hostile_style';
const ORIGIN = `http://localhost:${DEV_E2E_PORTS.hostileStyle}`;
const slot = (page: Page) => page.locator(slotSelector(NAME));

/** The remote's elements, from its slot's section to the text that inherits everything. */
const REMOTE = {
  section: `section[data-remote="${NAME}"]`,
  root: slotSelector(NAME),
  ...Object.fromEntries(['h1', 'h2', 'p', 'a', 'button'].map((tag) => [tag, `${slotSelector(NAME)} ${tag}`] as const)),
  ...Object.fromEntries(
    ['module', 'imported', 'spinner', 'font', 'accent', 'text', 'plain'].map(
      (id) => [id, `${slotSelector(NAME)} [data-testid="${id}"]`] as const,
    ),
  ),
};

/** What a host might set on the slot's ancestors, every one an inherited property. */
const HOST_ANCESTOR_STYLE = {
  'text-align': 'center',
  'font-weight': '700',
  'font-style': 'italic',
  'letter-spacing': '4px',
  'word-spacing': '12px',
  'text-transform': 'uppercase',
  'text-indent': '40px',
  'line-height': '50px',
  'white-space': 'pre',
  color: 'rgb(1, 2, 3)',
  'font-family': 'serif',
  'font-size': '31px',
  cursor: 'wait',
};

/** The computed properties only: the boxes differ on purpose, the host's page being narrower than the standalone one. */
const withoutBoxes = (look: ComputedLook) => lookWithout(look, ['width', 'height']);

let devServer: Spawned | undefined;

test.beforeAll(async () => {
  // A dev build: tens of seconds on a busy two-core machine.
  test.setTimeout(180_000);
  const remotesDir = remoteCopy(NAME, 'hostile-dev', {}, path.join(repoRoot, 'e2e', 'fixtures', 'style-remotes', NAME));
  devServer = spawnInRepo(
    process.execPath,
    tsxArgs('scripts/devRemote.ts', NAME, '--port', String(DEV_E2E_PORTS.hostileStyle)),
    { MFP_REMOTES_DIR: remotesDir },
  );
  await devServer.waitFor(/manifest: /);
});

test.afterAll(async () => {
  await devServer?.stop('SIGINT');
});

test('the remote looks the same in the host as on its standalone page, and the host reaches in through custom properties only', async ({
  page,
}) => {
  await page.goto(`${ORIGIN}/hostile-style`);
  await expect(slot(page).getByTestId('hostile-remote')).toBeVisible();
  const standalone = withoutBoxes(await computedLook(page, REMOTE));

  const manifest = `${ORIGIN}/mf-manifest.json`;
  await page.goto(`/fx-hostile-style?${OVERRIDE_PARAM}=${encodeURIComponent(`${NAME}=${manifest}`)}`);
  await expect(slot(page).getByTestId('hostile-remote')).toBeVisible();
  const inHost = withoutBoxes(await computedLook(page, REMOTE));
  expect(inHost).toEqual(standalone);
  // The slot's own rules did apply (`body` and `:root` on its root), and the host's documented accent reached in.
  expect(inHost.root?.overflow).toBe('hidden');
  expect(inHost.accent?.color).toBe('rgb(11, 87, 208)');

  // What the host sets on the slot's ancestors stops at the section, in the host as on the standalone page.
  await page.evaluate((style) => {
    for (const ancestor of [document.querySelector('main'), document.querySelector('#root > div')])
      for (const [property, value] of Object.entries(style))
        (ancestor as HTMLElement | null)?.style.setProperty(property, value);
  }, HOST_ANCESTOR_STYLE);
  await expect(page.locator('main')).toHaveCSS('text-align', 'center');
  expect(withoutBoxes(await computedLook(page, REMOTE))).toEqual(inHost);
});
