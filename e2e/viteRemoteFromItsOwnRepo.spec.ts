import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REMOTE_ENTRY_FILE } from '@mfp/shared/remote';
import type { RegistryDocument } from '@mfp/shared/registry';
import { SIBLING_SUFFIX } from '@mfp/store/files';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';
import { expectNothingRan, markCode } from './support/tamperedRelease';
import { viteRemoteOutsideWorkspace, type ViteRemoteCopy } from './support/viteRemoteOutsideWorkspace';

/**
 * Issue 30, item 2: a team in its own repository builds its remote with the contract's Vite block, deploys it with the
 * packed kit's `mfp deploy` over HTTP, and a production host renders it, checking every module file of the release
 * against the integrity the deploy recorded (decision 0055) and applying its stylesheet with its own (decision 0058).
 * Its entry, a module the entry imports statically, and its stylesheet, changed in the store after a later deploy,
 * never run or apply: the slot shows the fallback and the server logs
 * `integrity-failed` naming the file. Needs the npm registry: run it outside the network namespace
 * (`flock /tmp/e2e-outside-ns.lock npx playwright test e2e/viteRemoteFromItsOwnRepo.spec.ts`).
 */
test.describe.configure({ mode: 'serial' });
/** Packing the kit, `npm install` from the registry's cache and a Vite build: minutes on two cores. */
const SETUP_TIMEOUT_MS = 600_000;
test.setTimeout(120_000);

const run = promisify(execFile);
const HOST_URL = `http://localhost:${E2E_PORTS.viteOwnRepoHost}`;
const storeDir = path.join(E2E_PATHS.workDir, 'vite-own-repo-store');
const slot = (page: Page) => page.locator('section[data-remote="reviews"]');

const hostLog = path.join(E2E_PATHS.workDir, 'vite-own-repo-host.log');
/** Where the host server's log began for this run: the file is appended to across runs. */
let hostLogStart = 0;
let host: HostServerProcess | undefined;
let remote: ViteRemoteCopy;
let token = '';

/** `npm run <script>` of the platform's repository, as the platform team runs it, against this spec's store. */
async function platform(script: 'remotes' | 'tokens', ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir },
  });
  return stdout;
}

/** `npx mfp deploy dist` in the remote's folder with its token; the version it made live. */
async function deploy(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('npx', ['mfp', 'deploy', 'dist', '--remote', 'reviews', ...args], {
    cwd: remote.dir,
    env: { ...process.env, MFP_DEPLOY_TOKEN: token, MFP_SERVER: HOST_URL },
  });
  const version = /reviews (\S+) is live/.exec(stdout + stderr)?.[1];
  if (!version) throw new Error(`mfp deploy printed no live version:\n${stdout}${stderr}`);
  await expect.poll(liveVersion, { timeout: 5_000 }).toBe(version);
  return version;
}

async function liveVersion(): Promise<string | undefined> {
  const response = await fetch(`${HOST_URL}/registry.json`);
  if (!response.ok) return undefined;
  return ((await response.json()) as RegistryDocument).remotes.find((entry) => entry.name === 'reviews')?.version;
}

/** This run's log lines of the failure reports with `digest`, from this spec's own host server. */
function failureLines(digest: string): Record<string, unknown>[] {
  return readFileSync(hostLog, 'utf8')
    .slice(hostLogStart)
    .split('\n')
    .flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return []; // a line still being written; the next poll reads it whole
      }
    })
    .filter((line) => line.digest === digest);
}

/** Changes a file of a published version in the store, with its precompressed copies, as someone with write access could. */
function tamper(version: string, file: string): void {
  const full = path.join(storeDir, 'remotes', 'reviews', version, ...file.split('/'));
  const changed = Buffer.from(markCode(file) + readFileSync(full, 'utf8'));
  writeFileSync(full, changed);
  if (existsSync(full + SIBLING_SUFFIX.gzip)) writeFileSync(full + SIBLING_SUFFIX.gzip, gzipSync(changed));
  if (existsSync(full + SIBLING_SUFFIX.br)) writeFileSync(full + SIBLING_SUFFIX.br, brotliCompressSync(changed));
}

/** The one stylesheet Vite extracted from the app's `styles.css`, relative to `dist/`. */
function stylesheetOfBuild(): string {
  const assets = readdirSync(path.join(remote.dir, 'dist', 'assets')).filter((file) => file.endsWith('.css'));
  if (assets.length !== 1) throw new Error(`the build should have one stylesheet, has ${assets.join(', ') || 'none'}`);
  return `assets/${assets[0]}`;
}

/** The module the built entry imports first, statically (`import … from "./assets/x.js"`). */
function staticImportOfEntry(): string {
  const entry = readFileSync(path.join(remote.dir, 'dist', REMOTE_ENTRY_FILE), 'utf8');
  const imported = /\bfrom\s*["']\.\/([^"']+\.js)["']/.exec(entry)?.[1];
  if (!imported) throw new Error('the built remoteEntry.js imports no module statically');
  return imported;
}

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  hostLogStart = existsSync(hostLog) ? readFileSync(hostLog, 'utf8').length : 0;
  host = await startHostServerProcess(
    { PORT: String(E2E_PORTS.viteOwnRepoHost), STORE_PORT: String(E2E_PORTS.viteOwnRepoStore), STORE_DIR: storeDir },
    hostLog,
    'host-and-store',
  );
  remote = await viteRemoteOutsideWorkspace();
  await run('npm', ['run', 'build'], { cwd: remote.dir });
  await platform('remotes', 'add', 'reviews', '--route', '/reviews', '--title', 'Reviews');
  token = (JSON.parse(await platform('tokens', 'create', '--remote', 'reviews', '--json')) as { token: string }).token;
});

test.afterAll(async () => {
  await host?.stop();
  await remote?.remove();
});

test('the Vite remote deploys with mfp deploy and renders in the production host, every module checked', async ({
  page,
}) => {
  await deploy();
  const registry = (await (await fetch(`${HOST_URL}/registry.json`)).json()) as RegistryDocument;
  const integrity = registry.remotes.find((entry) => entry.name === 'reviews')?.integrity;
  const modules = integrity?.modules ?? [];
  expect(modules.map((module) => module.path)).toContain(staticImportOfEntry());
  // The app's stylesheet (e2e/fixtures/viteStylesheet.ts), recorded by the deploy and applied checked (decision 0058).
  expect(integrity?.styles?.map((style) => style.path)).toEqual([stylesheetOfBuild()]);
  await page.goto(`${HOST_URL}/reviews`);
  await expect(slot(page).getByRole('heading', { name: 'Foreign remote reviews OK' })).toBeVisible();
  await slot(page).getByRole('button', { name: 'Clicked 0 times' }).click();
  await expect(slot(page).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][integrity]')).toHaveCount(modules.length + 1);
  await expect(slot(page).getByRole('heading', { name: 'Foreign remote reviews OK' })).toHaveCSS(
    'color',
    'rgb(0, 128, 0)',
  );
  await expect(page.locator('link[rel="stylesheet"][integrity][href$=".css"]')).toHaveCount(1);
});

const CHANGED = ['its remoteEntry.js', 'a module its entry imports statically', 'its stylesheet'] as const;
for (const [index, changed] of CHANGED.entries()) {
  test(`a later release with ${changed} changed in the store after its deploy never runs: the fallback, integrity-failed naming the file`, async ({
    page,
  }) => {
    const file = [REMOTE_ENTRY_FILE, staticImportOfEntry(), stylesheetOfBuild()][index] ?? REMOTE_ENTRY_FILE;
    // The same build under another version: no earlier release carries other bytes, so none is known-good.
    const version = await deploy('--version', `1.0.${index + 1}-tampered`);
    tamper(version, file);
    await page.goto(`${HOST_URL}/reviews`);
    const digest = await expectFallbackWithDigest(page, 'reviews');
    await expect(
      slot(page).locator('[data-failure-kind="integrity-failed"][data-failure-code="MFP-207"]'),
    ).toBeVisible();
    await expect
      .poll(() => failureLines(digest).map((line) => `${line.version} ${line.kind} ${line.code}`))
      .toEqual([`${version} integrity-failed MFP-207`]);
    const [line] = failureLines(digest);
    expect(String(line?.message)).toContain(
      `/reviews/${version}/${file} does not match the integrity recorded at deploy`,
    );
    await expectNothingRan(page);
    // Nothing of the refused release applies: the host removed its links (a changed one, or a matching one of a
    // release whose module failed), and Vite never added one.
    await expect(page.locator(`link[rel="stylesheet"][href*="/${version}/"]`)).toHaveCount(0);
  });
}
