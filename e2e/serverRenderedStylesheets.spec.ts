import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { SERVER_STYLESHEET_ATTRIBUTE } from '@mfp/shared/page';
import { slotSelector } from '@mfp/shared/styles';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { runCli } from './support/deployCli';
import { remoteCopy } from './support/remoteCopy';
import { addToBaseRegistry, restoreBaseRegistry } from './support/testRegistry';
import { hydrationErrors } from './support/hydrationErrors';

/**
 * Issue 32, decision 0066: a slot rendered on the server is linked to its stylesheets in the page's head, before its
 * markup, so it is styled from the first paint, without JavaScript too. The hostile-style fixture (every kind of rule,
 * scoped to its slot at build, e2e/styleIsolation.spec.ts) is deployed with the kit, server build included, and opened
 * with JavaScript off and on: its scoped rules apply to the server's markup, and after hydration each stylesheet is
 * linked once (the remote's runtime reuses the server's link), with no hydration error.
 */
test.describe.configure({ mode: 'serial' });
// A production build of a small remote, browser and server: seconds, more on a busy two-core machine.
test.setTimeout(120_000);

const HOSTILE = 'fx_hostile_style';
const ROUTE = '/hostile-style';
const FIXTURE_DIR = path.join(repoRoot, 'e2e', 'fixtures', 'style-remotes', HOSTILE);
const slot = (page: Page) => page.locator(slotSelector(HOSTILE));

test.beforeAll(async () => {
  const remotesDir = remoteCopy(HOSTILE, 'hostile-server-styles', {}, FIXTURE_DIR);
  const run = await runCli('deploy', [HOSTILE], { remotesDir });
  if (run.code !== 0) throw new Error(`the deploy of ${HOSTILE}, built with the kit, failed:\n${run.output}`);
  addToBaseRegistry(HOSTILE);
});

test.afterAll(() => restoreBaseRegistry());

/** The scoped rules of each kind, as e2e/styleIsolation.spec.ts reads them once the remote has mounted. */
async function expectStyled(page: Page): Promise<void> {
  const root = slot(page);
  await expect(root.getByTestId('hostile-remote')).toBeVisible();
  await expect(root).toHaveCSS('background-color', 'rgb(255, 255, 0)');
  await expect(root.getByTestId('text')).toHaveCSS('color', 'rgb(250, 0, 250)');
  await expect(root.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '50px');
  await expect(root.getByRole('button')).toHaveCSS('background-color', 'rgb(255, 165, 0)');
  await expect(root.getByRole('link')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(root.getByTestId('module')).toHaveCSS('color', 'rgb(0, 0, 128)');
  await expect(root.getByTestId('imported')).toHaveCSS('color', 'rgb(0, 100, 0)');
}

/** Each stylesheet link of the page: its URL, how many links name it, and whether the server put it there. */
const stylesheetLinks = (page: Page) =>
  page.locator('link[rel="stylesheet"]').evaluateAll((links, attribute) => {
    const byHref = new Map<string, { count: number; server: boolean; integrity: string; inHead: boolean }>();
    for (const link of links as HTMLLinkElement[]) {
      const known = byHref.get(link.href);
      byHref.set(link.href, {
        count: (known?.count ?? 0) + 1,
        server: (known?.server ?? false) || link.hasAttribute(attribute),
        integrity: link.integrity,
        inHead: link.parentElement === document.head,
      });
    }
    return Object.fromEntries(byHref);
  }, SERVER_STYLESHEET_ATTRIBUTE);

test("the first HTML links the remote's stylesheets in the head, with their integrity, before the slot's markup", async ({
  request,
}) => {
  const html = await (await request.get(ROUTE, { headers: { accept: 'text/html' } })).text();
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" integrity="(sha384-[^"]+)"[^>]*>/g)];
  expect(links.length).toBeGreaterThan(0);
  for (const [link] of links) {
    expect(link).toContain('crossorigin="anonymous"');
    expect(link).toContain(`${SERVER_STYLESHEET_ATTRIBUTE}="${HOSTILE}"`);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('</head>'));
  }
  expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('data-testid="hostile-remote"'));
});

test('with JavaScript disabled, the server-rendered slot shows its scoped styles', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(ROUTE);
    await expectStyled(page);
    // Nothing ran: the button's state is the server's.
    await expect(slot(page).getByRole('button')).toHaveText('Clicked 0 times');
  } finally {
    await context.close();
  }
});

test('with JavaScript, it hydrates without error and each stylesheet stays linked once, the one from the server', async ({
  page,
}) => {
  // Not every console error: the fixture's `@font-face` from a `data:` URL is refused by the page's policy, on
  // purpose, whoever links its stylesheet.
  const errors = hydrationErrors(page);
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) stylesheetRequests.push(request.url());
  });

  await page.goto(ROUTE);
  await expectStyled(page);
  // Hydrated: React handles the click.
  await slot(page).getByRole('button').click();
  await expect(slot(page).getByRole('button')).toHaveText('Clicked 1 times');

  const links = await stylesheetLinks(page);
  const remote = Object.entries(links).filter(([href]) => href.includes(`/${HOSTILE}/`));
  expect(remote.length).toBeGreaterThan(0);
  for (const [href, link] of remote) {
    expect({ href, ...link }).toEqual({
      href,
      count: 1,
      server: true,
      integrity: expect.stringMatching(/^sha384-/),
      inHead: true,
    });
    expect(stylesheetRequests.filter((url) => url === href)).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});
