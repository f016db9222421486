import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/cspViolations';
import { descendantsOf, isAlive, isPortFree, spawnInRepo, type Spawned } from './support/processes';

/** The real dev ports: host 3000, catalog 3001, cart 3002, the products API 3200 (this run has its own network namespace). */
const PORTS = [3000, 3001, 3002, 3200];

async function startDev(): Promise<{ dev: Spawned; processes: number[] }> {
  const started = Date.now();
  const dev = spawnInRepo('npm', ['run', 'dev']);
  try {
    await Promise.all([
      dev.waitFor(/^\[host *\] ✓ host is served/),
      dev.waitFor(/^\[catalog *\] +manifest: /),
      dev.waitFor(/^\[cart *\] +manifest: /),
    ]);
  } catch (error) {
    await dev.stop('SIGKILL');
    throw error;
  }
  console.log(`[measure] npm run dev: every server serving ${Date.now() - started} ms after the command started`);
  const processes = [dev.child.pid as number, ...descendantsOf(dev.child.pid as number)];
  return { dev, processes };
}

async function expectAllGone(processes: number[]): Promise<void> {
  await expect.poll(() => processes.filter(isAlive), { timeout: 10_000 }).toEqual([]);
  for (const port of PORTS) expect(await isPortFree(port)).toBe(true);
}

test('npm run dev serves the host from the dev remotes, with logs prefixed by app; Ctrl-C stops every process and frees every port', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { dev, processes } = await startDev();
  try {
    // npm, concurrently, and one Node process per app at least.
    expect(processes.length).toBeGreaterThanOrEqual(5);
    expect(dev.output()).toMatch(/^\[host *\] ▶ starting the host dev server on port 3000$/m);
    expect(dev.output()).toMatch(/^\[catalog *\] ▶ starting the catalog dev server on port 3001$/m);
    expect(dev.output()).toMatch(/^\[cart *\] ▶ starting the cart dev server on port 3002$/m);

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const violations = await watchCspViolations(page);
    const response = await page.goto('http://localhost:3000/');
    // The real host server's page (decision 0023): production's policy, which the dev build and sockets pass.
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'[^;]* http:\/\/localhost:3001/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Catalog' }).click();
    await expect(page.getByTestId('product-list').getByRole('listitem')).toHaveCount(20);
    await nav.getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(requests).toContain('http://localhost:3001/mf-manifest.json');
    expect(requests).toContain('http://localhost:3002/mf-manifest.json');
    expect(violations).toEqual([]);
    await page.close();

    // A failure report gets the host server's answer and log line, in the host's terminal.
    const report = await request.post('http://localhost:3000/_host/errors', {
      data: { culprit: 'remote', remote: 'cart', kind: 'render-failed', message: 'e2e', url: 'http://localhost:3000/' },
    });
    expect(report.status()).toBe(200);
    const { digest } = (await report.json()) as { digest: string };
    const line = await dev.waitFor(new RegExp(`^\\[host *\\] \\{.*"digest":"${digest}".*\\}$`), 10_000);
    expect(JSON.parse(line.replace(/^\[host *\] /, ''))).toMatchObject({ remote: 'cart', code: 'MFP-401', digest });

    // Ctrl-C in a terminal signals the whole foreground process group. npm then ends itself by the same signal, as
    // the shell expects of a program stopped by Ctrl-C; every server says it stopped and none reports a failure.
    expect([0, 'SIGINT']).toContain(await dev.stop('SIGINT'));
    for (const app of ['host', 'catalog', 'cart']) expect(dev.output()).toContain(`stopping the ${app} dev server`);
    expect(dev.output()).not.toMatch(/exited with code [^0]/);
    await expectAllGone(processes);
  } finally {
    await dev.stop('SIGKILL');
  }
});

test('SIGTERM to the command alone stops every server too, and frees every port', async () => {
  test.setTimeout(240_000);
  const { dev, processes } = await startDev();
  try {
    process.kill(dev.child.pid as number, 'SIGTERM');
    expect(await dev.exited).toBe(0);
    for (const app of ['host', 'catalog', 'cart'])
      expect(dev.output()).toContain(`SIGTERM received, stopping the ${app}`);
    await expectAllGone(processes);
  } finally {
    await dev.stop('SIGKILL');
  }
});
