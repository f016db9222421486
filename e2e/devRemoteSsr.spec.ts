import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PATHS } from './support/e2ePaths';
import { DEV_E2E_PORTS } from './support/devPorts';
import { copyCatalog, type RemoteCopy } from './support/devRemoteCopies';
import { serverSideText } from './support/fallbackScreen';
import { hydrationErrors } from './support/hydrationErrors';
import { spawnInRepo, tsxArgs, type Spawned } from './support/processes';

const port = DEV_E2E_PORTS.catalogSsr;
const origin = `http://localhost:${port}`;
// A folder of its own: devRemote.spec.ts lists the remotes of the shared one.
const remotesDir = path.join(E2E_PATHS.workDir, 'dev-remotes-ssr');
const env = { MFP_REMOTES_DIR: remotesDir };
const HEADING = '>Catalog</h1>';

let copy: RemoteCopy;
let server: Spawned;

/** The page's first HTML, as a reader without JavaScript gets it. */
async function firstHtml(request: APIRequestContext, url = `${origin}/catalog`) {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/** `npm run dev:remote -- catalog --ssr --port <port>`, on a copy of the catalog the tests may edit. */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = copyCatalog('catalog', { title: 'Catalog', route: '/catalog', devPort: port }, remotesDir);
  server = spawnInRepo(
    process.execPath,
    tsxArgs('scripts/devRemote.ts', 'catalog', '--ssr', '--port', String(port)),
    env,
  );
  await server.waitFor(/rendered on the server from catalog's server build/, 170_000);
});

test.afterAll(async () => {
  await server?.stop('SIGINT');
});

test('the first HTML holds every product, and a reader without JavaScript sees them', async ({ browser, request }) => {
  const { status, html } = await firstHtml(request);
  expect(status).toBe(200);
  for (const name of ['Espresso cup', 'Pour-over kettle']) expect(html).toContain(name);
  expect(html).toContain('data-status="server-rendered"');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/catalog`);
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  await context.close();
});

test('with JavaScript, the page hydrates with no hydration error, and "Add to cart" works', async ({ page }) => {
  const errors = hydrationErrors(page);
  await page.goto(`${origin}/catalog`);
  const slot = page.locator('section[data-remote="catalog"]');
  await expect(slot).toHaveAttribute('data-status', 'ready');
  const card = page.getByTestId('product-list').getByRole('listitem').first();
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(card.getByText('1 in cart')).toBeVisible();
  await expect(page.locator('#mfp-hydration-mismatch')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an edit is rebuilt, and the next page load renders it on the server', async ({ request }) => {
  copy.edit('src/ProductListPage.tsx', HEADING, '>Catalog, edited on the server</h1>');
  try {
    await expect
      .poll(async () => (await firstHtml(request)).html, { timeout: 60_000 })
      .toContain('Catalog, edited on the server');
  } finally {
    copy.edit('src/ProductListPage.tsx', '>Catalog, edited on the server</h1>', HEADING);
  }
});

test('a render that differs in the browser shows the hydration error in the console and on the page', async ({
  page,
  request,
}) => {
  const errors = hydrationErrors(page);
  copy.edit('src/ProductListPage.tsx', HEADING, ">{typeof window === 'undefined' ? 'Server catalog' : 'Catalog'}</h1>");
  try {
    await expect.poll(async () => (await firstHtml(request)).html, { timeout: 60_000 }).toContain('Server catalog');
    await page.goto(`${origin}/catalog`);
    await expect(page.locator('#mfp-hydration-mismatch')).toContainText('Hydration error');
    expect(errors.join('\n')).toContain('Hydration error: the page rendered differently');
  } finally {
    copy.edit(
      'src/ProductListPage.tsx',
      ">{typeof window === 'undefined' ? 'Server catalog' : 'Catalog'}</h1>",
      HEADING,
    );
  }
});

test('a remote that fails on the server shows the fallback with the server-side wording, and the terminal the error', async ({
  page,
  request,
}) => {
  const guard = "  if (typeof window === 'undefined') throw new Error('e2e: the catalog throws on the server');\n";
  copy.edit('src/App.tsx', '  return (\n    // Its own boundary', `${guard}  return (\n    // Its own boundary`);
  try {
    await expect.poll(async () => (await firstHtml(request)).html, { timeout: 60_000 }).toContain('Digest: ');
    await page.goto(`${origin}/catalog`);
    const slot = page.locator('section[data-remote="catalog"]');
    await expect(slot.getByRole('heading', { level: 2 })).toHaveText(serverSideText('localhost'));
    const digest = /^Digest: (\d+)$/.exec((await slot.getByText(/^Digest: \d+$/).textContent()) ?? '')?.[1];
    expect(digest).toBeDefined();
    const line = await server.waitFor(new RegExp(`^\\{.*"digest":"${digest}".*\\}$`), 10_000);
    expect(JSON.parse(line)).toMatchObject({ remote: 'catalog', source: 'server', kind: 'server-render-failed' });
    expect(server.output()).toContain('Error: e2e: the catalog throws on the server');
  } finally {
    copy.edit('src/App.tsx', guard, '');
  }
});

test('--ssr with a remote that builds no server build exits non-zero, saying why and what to do', async () => {
  const plain = copyCatalog('plain', { title: 'Plain', route: '/plain', devPort: port + 1 }, remotesDir);
  plain.edit('webpack.config.ts', 'packageDir: __dirname });', 'packageDir: __dirname, serverBuild: false });');
  const refused = spawnInRepo(process.execPath, tsxArgs('scripts/devRemote.ts', 'plain', '--ssr'), env);
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toContain("--ssr renders plain's server build, and plain builds none");
  expect(refused.output()).toContain('npm run dev:remote -- plain without --ssr');
  rmSync(plain.dir, { recursive: true, force: true });
});
