import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sharedDependencies } from '@mfp/webpack-config';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { requiredRange } from '@mfp/shared/compatibility';
import type { RegistryDocument } from '@mfp/shared/registry';
import { exampleOutsideWorkspace, type ExampleCopy } from '../kit/scripts/exampleOutsideWorkspace';
import { installLikeKitReadme } from '../kit/scripts/installLikeKitReadme';
import { newerInMajor } from './support/newerInMajor';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

/**
 * Issue 20, whole: a team outside this repository goes from an empty folder to its remote live in the host with only
 * the packed kit, the example's README and a token. The example is copied outside the workspace, installs its
 * dependencies with the kit README's commands (the kit from its tarball), builds with `npm run build` and deploys with
 * `mfp deploy` over HTTP to a host server started as `npm start` starts it (host and store servers), on an empty store
 * of this spec's own. The platform team's side is the real `npm run remotes` and `npm run tokens`.
 * Issue 30: it installs on a day a newer react-router patch than the host's exists (pinned in its lockfile), and is
 * still accepted: the kit requires the host's version, by the contract's version rule (decision 0056).
 */
test.describe.configure({ mode: 'serial' });
/** Packing the kit, `npm install` from the registry's cache and a production webpack build: minutes on two cores. */
const SETUP_TIMEOUT_MS = 600_000;
test.setTimeout(120_000);

const run = promisify(execFile);
const HOST_URL = `http://localhost:${E2E_PORTS.ownRepoHost}`;
const storeDir = path.join(E2E_PATHS.workDir, 'own-repo-store');

let host: HostServerProcess | undefined;
let example: ExampleCopy;
/** react-router as the host provides it, and the newest of its major in the registry, newer than the host's. */
const hostRouter = sharedDependencies()['react-router']!.version;
let newerRouter: string;
/** What `npm run tokens -- create --json` printed for each remote's team. */
const tokens = {} as Record<'reviews' | 'ratings', { id: string; token: string }>;

/** `npm run <script>` of the platform's repository, as the platform team runs it, against this spec's store. */
async function platform(script: 'remotes' | 'tokens' | 'releases', ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir },
  });
  return stdout;
}

/** `npx mfp <args>` in the example's folder, with a token; resolves with the exit code and everything printed. */
async function mfp(token: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['mfp', ...args], {
      cwd: example.dir,
      env: { ...process.env, MFP_DEPLOY_TOKEN: token, MFP_SERVER: HOST_URL },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The live version of reviews in the registry the host serves; undefined while the store has no registry yet. */
const liveReviews = async () => {
  const response = await fetch(`${HOST_URL}/registry.json`);
  if (response.status === 404) return undefined;
  const document = (await response.json()) as RegistryDocument;
  return document.remotes.find((remote) => remote.name === 'reviews')?.version;
};

test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT_MS);
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  host = await startHostServerProcess(
    { PORT: String(E2E_PORTS.ownRepoHost), STORE_PORT: String(E2E_PORTS.ownRepoStore), STORE_DIR: storeDir },
    path.join(E2E_PATHS.workDir, 'own-repo-host.log'),
    'host-and-store',
  );
  newerRouter = await newerInMajor('react-router', hostRouter);
  example = await exampleOutsideWorkspace((dir, tarball) =>
    installLikeKitReadme(dir, tarball, { 'react-router': newerRouter }),
  );
  await run('npm', ['run', 'build'], { cwd: example.dir });
  // The platform team, once: register the remote and give its team a token that deploys it and nothing else.
  await platform('remotes', 'add', 'reviews', '--route', '/reviews', '--title', 'Reviews');
  await platform('remotes', 'add', 'ratings', '--route', '/ratings', '--title', 'Ratings');
  for (const remote of ['reviews', 'ratings'] as const)
    tokens[remote] = JSON.parse(
      await platform('tokens', 'create', '--remote', remote, '--json'),
    ) as (typeof tokens)[typeof remote];
});

test.afterAll(async () => {
  await host?.stop();
  await example?.remove();
});

test('a registered remote is not in the navigation before its first deploy', async ({ page }) => {
  expect(await liveReviews()).toBeUndefined();
  await page.goto(HOST_URL);
  // The registry has been read once the loading state is gone (no release yet: there is no registry, and the home page
  // says so with the fallback); a count of 0 before that would prove nothing.
  await expect(page.getByRole('main').getByRole('heading')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reviews' })).toHaveCount(0);
});

test("installed with the kit README's commands and a newer react-router than the host's, its build requires the host's", () => {
  const lock = JSON.parse(readFileSync(path.join(example.dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  expect(lock.packages['node_modules/react-router']?.version).toBe(newerRouter);
  const { dependencies } = JSON.parse(readFileSync(path.join(example.dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(dependencies['react-router']).toBe(`^${newerRouter}`);
  const manifest = JSON.parse(readFileSync(path.join(example.dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  expect(manifest.shared.find((share) => share.name === 'react-router')).toMatchObject({
    version: newerRouter,
    requiredVersion: requiredRange(hostRouter),
  });
});

test('the example deploys over HTTP with its token, and shows in the navigation and at its route', async ({ page }) => {
  const deploy = await mfp(tokens.reviews.token, 'deploy', 'dist', '--remote', 'reviews');
  expect(deploy.output).not.toContain(tokens.reviews.token);
  expect(deploy.code, deploy.output).toBe(0);
  const version = /reviews (\S+) is live/.exec(deploy.output)?.[1];
  expect(version, deploy.output).toBeDefined();
  // Every host server serves the switch within REGISTRY_MAX_STALENESS_MS (50 ms in the browser tests).
  await expect.poll(liveReviews, { timeout: 5_000 }).toBe(version);
  // Its release carries the server build the kit made, so its route arrives rendered on the server.
  const firstHtml = await (await fetch(`${HOST_URL}/reviews`, { headers: { accept: 'text/html' } })).text();
  expect(firstHtml).toMatch(/<h1[^>]*>Reviews<\/h1>/);
  // React separates adjacent text with `<!-- -->` in server HTML.
  expect(firstHtml).toMatch(/average from (?:<!-- -->)?\d+(?:<!-- -->)? reviews/);
  await page.goto(HOST_URL);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(`${HOST_URL}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByText(/average from \d+ reviews/)).toBeVisible();
  // The platform team sees who deployed it: the token's id, never the token.
  const releases = await platform('releases', 'reviews');
  expect(releases).toContain(tokens.reviews.id);
  expect(releases).not.toContain(tokens.reviews.token);
});

test("a deploy with another remote's token is refused, and the live version is unchanged", async ({ page }) => {
  const live = await liveReviews();
  const refused = await mfp(tokens.ratings.token, 'deploy', 'dist', '--remote', 'reviews', '--version', '9.9.9');
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain('token-wrong-remote');
  expect(refused.output).not.toContain(tokens.ratings.token);
  expect(await liveReviews()).toBe(live);
  await page.goto(`${HOST_URL}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
});

test('a build that really requires a newer react-router than the host provides is refused, naming the pin and the upgrade', async () => {
  // The example's build, its manifest saying what a remote using an API of the newer patch would require.
  const requiring = path.join(example.dir, 'dist-requiring-newer');
  cpSync(path.join(example.dir, 'dist'), requiring, { recursive: true });
  const manifestFile = path.join(requiring, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion: string }[];
  };
  for (const share of manifest.shared) if (share.name === 'react-router') share.requiredVersion = `^${newerRouter}`;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const live = await liveReviews();
  const refused = await mfp(tokens.reviews.token, 'deploy', requiring, '--remote', 'reviews', '--version', '9.9.8');
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toContain(
    `requires react-router ^${newerRouter}, the host provides ${hostRouter}; pin react-router to ${hostRouter} ` +
      `(npm install react-router@${hostRouter}) and require ^${hostRouter}, or ask the platform team to upgrade the ` +
      `host to react-router ${newerRouter} or later`,
  );
  expect(refused.output).not.toContain("host's major");
  expect(await liveReviews()).toBe(live);
});
