import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { slotSelector } from '@mfp/shared/styles';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { buildOrdinaryCssRemote, type OrdinaryCssRemote } from './fixtures/style-remotes/buildOrdinaryCssRemote';
import { computedLook, type ComputedLook } from './support/computedLook';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { followRoute } from './support/followRoute';
import { addHostProbes } from './support/hostProbes';
import { HOST_PAGE } from './support/hostPage';
import { lookWithout } from './support/lookWithout';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

/**
 * Issue 31: a remote built with Rspack and one built with Vite, each with an ordinary stylesheet (`body`, `button`, a
 * class: e2e/fixtures/style-remotes/ordinary.css), are refused by `mfp deploy` without the kit's scoping, with the
 * config to add, and accepted with the documented config (the kit's `createRspackRemoteConfig`; the contract's Vite
 * block with the kit's `slotScope`). Once live, their rules style their slot, and the host's page looks as before.
 */
test.describe.configure({ mode: 'serial' });
// Four builds of a small remote (Rspack: about a second each, Vite: a few) and four deploys.
test.setTimeout(120_000);

const run = promisify(execFile);
const HOST_URL = `http://localhost:${E2E_PORTS.toolchainStylesHost}`;
const storeDir = path.join(E2E_PATHS.workDir, 'toolchain-styles-store');
const buildDir = (scoped: boolean) => path.join(E2E_PATHS.workDir, 'toolchain-styles', scoped ? 'scoped' : 'unscoped');

const REMOTES = {
  rspack: { name: 'fx_rspack_css', route: '/rspack-css', title: 'Rspack CSS' },
  vite: { name: 'fx_vite_css', route: '/vite-css', title: 'Vite CSS' },
} as const;
type Toolchain = OrdinaryCssRemote['toolchain'];

/** The home page's content, beside the page's elements. */
const HOME = {
  ...HOST_PAGE,
  welcome: 'main h1',
  intro: 'main p',
  list: 'main ul',
  listItem: 'main li',
  listLink: 'main li a',
};
/** The containers whose height follows the route's content. */
const withoutHeights = (look: ComputedLook) => lookWithout(look, ['height'], ['html', 'body', 'root', 'main']);

let host: HostServerProcess | undefined;

/** `npm run <script>` of the platform's repository against this spec's store. */
async function platform(script: 'remotes' | 'tokens', ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, STORE_DIR: storeDir },
  });
  return stdout;
}

/** `mfp deploy <dir> --remote <name>` with the kit's command line, over HTTP to this spec's host: its exit and output. */
async function deploy(dir: string, name: string): Promise<{ code: number; output: string }> {
  const token = (JSON.parse(await platform('tokens', 'create', '--remote', name, '--json')) as { token: string }).token;
  const args = ['--import', 'tsx', path.join(repoRoot, 'kit', 'src', 'cli', 'mfp.ts'), 'deploy', dir, '--remote', name];
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, MFP_DEPLOY_TOKEN: token, MFP_SERVER: HOST_URL },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error: unknown) {
    const { code, stdout = '', stderr = '' } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, output: stdout + stderr };
  }
}

test.beforeAll(async () => {
  rmSync(storeDir, { recursive: true, force: true });
  mkdirSync(storeDir, { recursive: true });
  host = await startHostServerProcess(
    {
      PORT: String(E2E_PORTS.toolchainStylesHost),
      STORE_PORT: String(E2E_PORTS.toolchainStylesStore),
      STORE_DIR: storeDir,
    },
    path.join(E2E_PATHS.workDir, 'toolchain-styles-host.log'),
    'host-and-store',
  );
  for (const { name, route, title } of Object.values(REMOTES))
    await platform('remotes', 'add', name, '--route', route, '--title', title);
});

test.afterAll(async () => {
  await host?.stop();
});

const FIXES: Record<Toolchain, RegExp> = {
  rspack: /build again with the current @mfp\/remote-kit, whose createRemoteConfig and createRspackRemoteConfig scope/,
  vite: /add the kit's PostCSS plugin to your Vite config: import \{ slotScope \} from '@mfp\/remote-kit\/postcss'/,
};

for (const toolchain of ['rspack', 'vite'] as const) {
  const { name } = REMOTES[toolchain];

  test(`${toolchain}: refused without the kit's scoping, naming each rule and the config to add; accepted with it`, async () => {
    const unscoped = await buildOrdinaryCssRemote({ toolchain, name, scoped: false }, buildDir(false));
    const refused = await deploy(unscoped, name);
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toMatch(
      /unscoped-style: 3 rule\(s\) of the release's stylesheets can style the page outside the slot/,
    );
    for (const selector of ['body', 'button', '.foreign-ok-title'])
      expect(refused.output).toMatch(new RegExp(`\\.css:\\d+ ${selector.replace('.', '\\.')}[;.]`));
    expect(refused.output).toMatch(FIXES[toolchain]);

    const scoped = await buildOrdinaryCssRemote({ toolchain, name, scoped: true }, buildDir(true));
    const accepted = await deploy(scoped, name);
    expect(accepted.code, accepted.output).toBe(0);
    expect(accepted.output).toMatch(new RegExp(`${name} \\S+ is live`));
  });
}

test("deployed, their rules style their slots, and the host's page looks as before", async ({ page }) => {
  await page.goto(`${HOST_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await addHostProbes(page);
  const before = await computedLook(page, HOME);
  for (const { name, route } of Object.values(REMOTES)) {
    await followRoute(page, route);
    const root = page.locator(slotSelector(name));
    await expect(root.getByRole('heading', { name: `Foreign remote ${name} OK` })).toHaveCSS('color', 'rgb(0, 128, 0)');
    // `body` on the slot's root, `button` on the remote's button.
    await expect(root).toHaveCSS('background-color', 'rgb(255, 0, 0)');
    await expect(root.getByRole('button')).toHaveCSS('background-color', 'rgb(255, 165, 0)');
    await expect(page.locator(`link[rel="stylesheet"][href*="/${name}/"]`)).not.toHaveCount(0);
    const pageBefore = Object.fromEntries(Object.keys(HOST_PAGE).map((element) => [element, before[element] ?? null]));
    expect(withoutHeights(await computedLook(page, HOST_PAGE))).toEqual(withoutHeights(pageBefore));
  }
  await followRoute(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await computedLook(page, HOME)).toEqual(before);
});
