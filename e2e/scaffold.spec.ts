import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { DEV_E2E_PORTS } from './support/devPorts';
import { E2E_PATHS } from './support/e2ePaths';
import { spawnInRepo, type Spawned } from './support/processes';
import { REMOTE_NAME_RULE } from '@mfp/shared/registry';

/** A name no one would give a real remote; the test creates it in remotes/ and removes it afterwards. */
const NAME = 'e2e_scaffold';
const remoteDir = path.join(repoRoot, 'remotes', NAME);
const lockfile = path.join(repoRoot, 'package-lock.json');
const host = `http://localhost:${DEV_E2E_PORTS.scaffoldHost}`;

let lockfileBefore: string;
let npmStart: Spawned | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Left over by an interrupted run: this exact folder only ever comes from this test.
  rmSync(remoteDir, { recursive: true, force: true });
  lockfileBefore = readFileSync(lockfile, 'utf8');
});

test.afterAll(async () => {
  await npmStart?.stop('SIGINT');
  rmSync(remoteDir, { recursive: true, force: true });
  if (readFileSync(lockfile, 'utf8') !== lockfileBefore) writeFileSync(lockfile, lockfileBefore);
});

const run = async (command: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawnInRepo(command, args, env);
  return { code: await child.exited, output: child.output() };
};

test('new:remote scaffolds a remote that passes its own test and lint, and the host shows it after npm start', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // --no-install: npm install would change package-lock.json, which every build hashes, and rebuild everything.
  const created = await run('npm', ['run', 'new:remote', '--', NAME, '--no-install']);
  expect(created.code).toBe(0);
  expect(created.output).toContain(`✓ created remotes/${NAME}/`);
  expect(created.output).toContain('route /e2e-scaffold, title "E2e scaffold", dev port 3003');
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { mfp: { devPort: number } };
  expect(pkg.mfp.devPort).toBe(3003);
  expect(readFileSync(lockfile, 'utf8')).toBe(lockfileBefore);

  const jest = await run(process.execPath, [
    'node_modules/jest/bin/jest.js',
    `remotes/${NAME}/`,
    '--selectProjects=dom',
  ]);
  expect(jest.code).toBe(0);
  expect(jest.output).toMatch(/Tests: +1 passed, 1 total/);
  const lint = await run(process.execPath, ['node_modules/eslint/bin/eslint.js', `remotes/${NAME}`]);
  expect(lint).toEqual({ code: 0, output: '' });
  const format = await run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', `remotes/${NAME}`]);
  expect(format.code).toBe(0);

  npmStart = spawnInRepo('npm', ['start'], {
    PORT: String(DEV_E2E_PORTS.scaffoldHost),
    STORE_PORT: String(DEV_E2E_PORTS.scaffoldStore),
    STORE_DIR: path.join(E2E_PATHS.workDir, 'scaffold-store'),
  });
  await npmStart.waitFor(/Host ready at/, 240_000);
  expect(npmStart.output()).toMatch(new RegExp(`${NAME}: published 0\\.1\\.0 to the store`));

  await page.goto(host);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E2e scaffold' });
  await expect(link).toHaveAttribute('href', '/e2e-scaffold');
  await link.click();
  await expect(page.getByRole('heading', { name: 'E2e scaffold' })).toBeVisible();
  await expect(page.getByText(`${NAME} is mounted at /e2e-scaffold.`)).toBeVisible();
});

test('new:remote never overwrites a remote, refuses invalid names, and writes nothing then', async () => {
  const catalogPackage = readFileSync(path.join(repoRoot, 'remotes', 'catalog', 'package.json'), 'utf8');
  const existing = await run('npm', ['run', 'new:remote', '--', 'catalog', '--no-install']);
  expect(existing.code).toBe(1);
  expect(existing.output).toContain('already exists; new:remote never overwrites a remote');
  expect(readFileSync(path.join(repoRoot, 'remotes', 'catalog', 'package.json'), 'utf8')).toBe(catalogPackage);

  for (const name of ['Bad-Name', 'host', '../escape']) {
    const refused = await run('npm', ['run', 'new:remote', '--', name, '--no-install']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Use ${REMOTE_NAME_RULE}`);
  }
  expect(existsSync(path.join(repoRoot, 'remotes', 'Bad-Name'))).toBe(false);
  expect(existsSync(path.join(repoRoot, 'escape'))).toBe(false);
});
