import { expect } from '@playwright/test';
import { PAGE_DATA_ELEMENT_ID } from '@mfp/shared/page';
import { E2E_PORTS } from './support/e2ePorts';
import { serverSideText } from './support/fallbackScreen';
import { test } from './support/serverLog';
import { baseRegistry, restoreBaseRegistry, writeRawRegistry } from './support/testRegistry';

const storeOrigin = `http://localhost:${E2E_PORTS.store}`;
/**
 * Another loopback address, on the fault server's port: the same machine, but an origin that neither the remote
 * origins nor the override origins (`http://localhost:*`, `http://127.0.0.1:*`, on by default) allow.
 */
const intruderOrigin = `http://127.0.0.2:${E2E_PORTS.faults}`;

test.afterEach(() => restoreBaseRegistry());

test('a remote on an origin the host server does not allow is skipped with a warning and a report, its route shows the fallback; the others still work', async ({
  page,
  serverLog,
}) => {
  const registry = baseRegistry();
  registry.remotes.push({
    name: 'intruder',
    title: 'Intruder',
    route: '/intruder',
    entry: `${intruderOrigin}/fx_healthy/v1/mf-manifest.json`,
    module: './App',
  });
  writeRawRegistry(JSON.stringify(registry));
  const warnings: string[] = [];
  const violations: string[] = [];
  const intruderRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(intruderOrigin)) intruderRequests.push(request.url());
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(
    new RegExp(
      `^default-src 'self'; script-src 'self' ${storeOrigin} [^;]*; connect-src 'self' ${storeOrigin} [^;]*; `,
    ),
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Catalog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Intruder' })).toHaveCount(0);
  await expect
    .poll(() => warnings)
    .toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^registry\\.json: entry \\d+ \\("intruder"\\) skipped: entry origin ${intruderOrigin} is not an allowed ` +
            `remote origin \\(allowed: ${storeOrigin}, .*\\); add it to ALLOWED_REMOTE_ORIGINS on the host server$`,
        ),
      ),
    );

  // The platform team finds the skipped entry in the server log, as it finds any other failure.
  await expect
    .poll(() =>
      serverLog
        .failures()
        .filter((line) => line.remote === 'intruder')
        .map((line) => `${line.culprit} ${line.kind} ${line.code}`),
    )
    .toEqual(['registry registry-invalid MFP-102']);

  // Its route shows the fallback with the skipped entry's digest, never "Page not found": the reload reports it once
  // more (a new page), and the screen shows that same report's digest rather than sending a second one.
  // A route the registry names, skipped entry or not, is a page to the server too: 200, not a 404.
  expect((await page.goto('/intruder'))?.status()).toBe(200);
  const screen = page.getByTestId('fallback-screen');
  await expect(screen.locator('p')).toHaveText(/^Digest: \d+$/);
  await expect(screen.locator('h2')).toHaveText(serverSideText('localhost'));
  await expect(page.locator('[data-failure-kind="registry-invalid"][data-failure-code="MFP-102"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  const digest = /(\d+)$/.exec((await screen.locator('p').textContent()) ?? '')?.[1] ?? '';
  await expect
    .poll(() =>
      serverLog
        .failures()
        .filter((line) => line.remote === 'intruder')
        .map((line) => `${line.kind} ${line.digest}`),
    )
    .toEqual([`registry-invalid ${digest}`, `registry-invalid ${digest}`]);

  await nav.getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
  expect(intruderRequests).toEqual([]);
  expect(violations).toEqual([]);

  // The second layer: were the entry loaded anyway, the page's policy would refuse its script.
  const outcome = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`blocked by ${event.effectiveDirective}`),
        );
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('loaded');
        // No event says that no violation will follow an error (they come from different task sources), so only
        // this failing branch waits a second for one; a passing run resolves on the violation at once.
        script.onerror = () => setTimeout(() => resolve('failed, without a policy violation'), 1_000);
        document.head.append(script);
      }),
    `${intruderOrigin}/fx_healthy/v1/remoteEntry.js`,
  );
  expect(outcome).toBe('blocked by script-src-elem');
});

test('a page without its page data fails closed: it loads nothing from another origin, and the route says why', async ({
  page,
}) => {
  const hostOrigin = `http://localhost:${E2E_PORTS.host}`;
  // One entry, under a name of its own: the page reports every entry it skips, and under this name those reports
  // concern no remote that another spec loads.
  const registry = baseRegistry();
  registry.remotes = registry.remotes
    .filter((remote) => remote.name === 'catalog')
    .map((remote) => ({ ...remote, name: 'fail_closed_catalog' }));
  writeRawRegistry(JSON.stringify(registry));
  // What a proxy that rewrites pages, or a server that is not the host server, would deliver: the built page without
  // the data block the server writes, and so without the route's hints, which come with it.
  await page.route(`${hostOrigin}/catalog`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">[^<]*</script>`), '')
      .replace(/<link rel="preload" as="\w+" href="https?:\/\/[^>]*>/g, '');
    await route.fulfill({ response, body: html });
  });
  const errors: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== hostOrigin) elsewhere.push(request.url());
  });

  await page.goto('/catalog');
  await expect(page.locator('[data-failure-kind="registry-invalid"]')).toBeVisible();
  expect(errors).toContainEqual(expect.stringContaining('nothing is loaded from another origin'));
  expect(elsewhere).toEqual([]);
});
