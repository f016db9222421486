import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { manifestAssets, readManifest } from '@mfp/shared/compatibility';
import { REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { SIBLING_SUFFIX } from '@mfp/store/files';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { buildExampleOnce } from '../kit/scripts/builtExample';
import { exampleOutsideWorkspace, type ExampleCopy } from '../kit/scripts/exampleOutsideWorkspace';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { expectFallbackWithDigest } from './support/fallbackScreen';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';
import { expectNothingRan, exposeChunkOf, markCode } from './support/tamperedRelease';

/**
 * Issue 30, item 1: the example remote, which has a plain stylesheet (`styles.css`) and a CSS Module
 * (`Rating.module.css`), built outside the workspace with the packed kit, once with webpack and once with Rspack, and
 * deployed with `mfp deploy`, renders styled; and a stylesheet changed in the store after the deploy is refused by the
 * browser's integrity check on its `<link>`, so the slot does not render with it. A script changed there is reported as
 * `integrity-failed` naming it, and one the store cannot deliver as `chunk-load-failed` (decision 0057).
 */
test.describe.configure({ mode: 'serial' });
/** Packing the kit, two `npm install`s from the registry's cache and two production builds: minutes on two cores. */
const SETUP_TIMEOUT_MS = 900_000;
test.setTimeout(120_000);

const run = promisify(execFile);
const HOST_URL = `http://localhost:${E2E_PORTS.stylesheetHost}`;
const storeDir = path.join(E2E_PATHS.workDir, 'stylesheet-store');
const hostLog = path.join(E2E_PATHS.workDir, 'stylesheet-host.log');

const REMOTES = {
  webpack: { name: 'reviews', route: '/reviews', title: 'Reviews' },
  rspack: { name: 'reviews_rspack', route: '/reviews-rspack', title: 'Reviews (Rspack)' },
} as const;
type Bundler = keyof typeof REMOTES;

let host: HostServerProcess | undefined;
const copies: Partial<Record<Bundler, ExampleCopy>> = {};
/** The version `mfp deploy` made live, per bundler. */
const live: Partial<Record<Bundler, string>> = {};

/** `npm run <script>` of the platform's repository, as the platform team runs it, against this spec's store. */
async function platform(script: 'remotes' | 'tokens', ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir },
  });
  return stdout;
}

/**
 * Registers the copy's remote, builds it with `npm run build` (or takes the same build of the example that another spec
 * or the slow test made: `buildExampleOnce`) and deploys `dist/` with `mfp deploy` and a token.
 */
async function buildAndDeploy(bundler: Bundler): Promise<void> {
  const remote = REMOTES[bundler];
  const copy = await exampleOutsideWorkspace(undefined, { bundler, remote });
  copies[bundler] = copy;
  await buildExampleOnce(copy.dir, copy.tarball);
  await platform('remotes', 'add', remote.name, '--route', remote.route, '--title', remote.title);
  const { token } = JSON.parse(await platform('tokens', 'create', '--remote', remote.name, '--json')) as {
    token: string;
  };
  const { stdout } = await run('npx', ['mfp', 'deploy', 'dist', '--remote', remote.name], {
    cwd: copy.dir,
    env: { ...process.env, MFP_DEPLOY_TOKEN: token, MFP_SERVER: HOST_URL },
  });
  live[bundler] = new RegExp(`${remote.name} (\\S+) is live`).exec(stdout)?.[1];
  if (!live[bundler]) throw new Error(`mfp deploy did not say which version is live:\n${stdout}`);
}

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  host = await startHostServerProcess(
    { PORT: String(E2E_PORTS.stylesheetHost), STORE_PORT: String(E2E_PORTS.stylesheetStore), STORE_DIR: storeDir },
    hostLog,
    'host-and-store',
  );
  // One after the other: two builds at once on two shared cores take as long, and fail each other's timeouts.
  await buildAndDeploy('webpack');
  await buildAndDeploy('rspack');
});

test.afterAll(async () => {
  await host?.stop();
  for (const copy of Object.values(copies)) await copy.remove();
});

/** The published folder of the live version of `bundler`'s remote. */
const versionDir = (bundler: Bundler) => path.join(storeDir, REMOTES_FOLDER, REMOTES[bundler].name, live[bundler]!);

/** The host server's JSON log lines of the failure with `digest`. */
const failureLines = (digest: string): Record<string, unknown>[] =>
  readFileSync(hostLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(digest))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.digest === digest);

/** Changes a published file and its precompressed siblings as the store would serve them; returns what restores all. */
function changeInStore(full: string, edit: (text: string) => string): () => void {
  const siblings = [full, full + SIBLING_SUFFIX.gzip, full + SIBLING_SUFFIX.br].filter((file) => existsSync(file));
  const original = new Map(siblings.map((file) => [file, readFileSync(file)]));
  const changed = Buffer.from(edit(readFileSync(full, 'utf8')));
  writeFileSync(full, changed);
  if (original.has(full + SIBLING_SUFFIX.gzip)) writeFileSync(full + SIBLING_SUFFIX.gzip, gzipSync(changed));
  if (original.has(full + SIBLING_SUFFIX.br)) writeFileSync(full + SIBLING_SUFFIX.br, brotliCompressSync(changed));
  return () => {
    for (const [file, bytes] of original) writeFileSync(file, bytes);
  };
}

/** The stylesheets the live release's manifest names for `./App`. */
function exposeStylesheets(bundler: Bundler): string[] {
  const read = readManifest(readFileSync(path.join(versionDir(bundler), REMOTE_MANIFEST_FILE), 'utf8'));
  if (read.kind !== 'manifest') throw new Error(read.detail);
  return [...manifestAssets(read.manifest)]
    .filter(([file, namedBy]) => namedBy === 'expose ./App' && file.endsWith('.css'))
    .map(([file]) => file);
}

/** The computed styles the example's stylesheets give: the plain file's list items, the CSS Module's stars. */
async function exampleStyles(page: Page) {
  const item = page.getByRole('listitem').first();
  const stars = page.getByRole('img', { name: /out of 5 stars/ }).first();
  await expect(stars).toBeVisible();
  return {
    itemBorder: await item.evaluate((element) => getComputedStyle(element).borderBottom),
    starsColor: await stars.evaluate((element) => getComputedStyle(element).color),
    starsClass: (await stars.getAttribute('class')) ?? '',
  };
}

for (const bundler of ['webpack', 'rspack'] as const) {
  const remote = REMOTES[bundler];

  test(`${bundler}: the example deploys and renders styled, its stylesheet loaded with its integrity`, async ({
    page,
  }) => {
    await page.goto(`${HOST_URL}${remote.route}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    expect(await exampleStyles(page)).toEqual({
      itemBorder: '1px solid rgb(221, 221, 221)',
      starsColor: 'rgb(183, 121, 31)',
      // The CSS Module's class, renamed by the build.
      starsClass: expect.stringMatching(/^stars_[\w-]{6}$/),
    });
    const links = await page.locator('link[rel="stylesheet"]').evaluateAll((elements) =>
      elements.map((link) => ({
        href: (link as HTMLLinkElement).href,
        integrity: (link as HTMLLinkElement).integrity,
        crossOrigin: (link as HTMLLinkElement).crossOrigin,
      })),
    );
    const sheets = exposeStylesheets(bundler);
    expect(sheets).toHaveLength(1);
    expect(links).toEqual([
      {
        href: expect.stringMatching(new RegExp(`/${live[bundler]}/${sheets[0]}$`)),
        integrity: expect.stringMatching(/^sha384-/),
        crossOrigin: 'anonymous',
      },
    ]);
  });

  test(`${bundler}: a script changed in the store after the deploy is integrity-failed naming it; one answering 503 is chunk-load-failed`, async ({
    page,
  }) => {
    const chunk = exposeChunkOf(versionDir(bundler));
    const restore = changeInStore(path.join(versionDir(bundler), chunk), (text) => markCode('chunk') + text);
    try {
      await page.goto(`${HOST_URL}${remote.route}`);
      const digest = await expectFallbackWithDigest(page, remote.name, 20_000);
      await expect.poll(() => failureLines(digest).map((line) => line.kind)).toEqual(['integrity-failed']);
      expect(String(failureLines(digest)[0]?.message)).toContain(`${chunk} does not match the integrity`);
      await expectNothingRan(page);
    } finally {
      restore();
    }
    // The same file, intact in the store, not delivered: a network fault, retried, never called tampering.
    await page.route(`**/${live[bundler]}/${chunk}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(`${HOST_URL}${remote.route}`);
    const digest = await expectFallbackWithDigest(page, remote.name, 20_000);
    await expect.poll(() => failureLines(digest).map((line) => line.kind)).toEqual(['chunk-load-failed']);
  });

  test(`${bundler}: a stylesheet changed in the store after the deploy is refused, and the slot falls back`, async ({
    page,
  }) => {
    const dir = versionDir(bundler);
    for (const sheet of exposeStylesheets(bundler))
      changeInStore(path.join(dir, sheet), (text) => `body { background: rgb(255, 0, 0) }\n${text}`);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${HOST_URL}${remote.route}`);
    // No release before this one to fall back to: the platform's fallback screen, with its digest.
    const digest = await expectFallbackWithDigest(page, remote.name, 20_000);
    expect(refused.join('\n')).toMatch(/\.css/);
    // Reported as what it is, naming the stylesheet (decision 0057 refetches a failed chunk's file to tell).
    await expect.poll(() => failureLines(digest).map((line) => line.kind)).toContain('integrity-failed');
    expect(JSON.stringify(failureLines(digest))).toContain(exposeStylesheets(bundler)[0]);
    await expect(page.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)');
  });
}
