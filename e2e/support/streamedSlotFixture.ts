import { expect, type Page, type Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RegistryDocument, RegistryEntry } from '@mfp/shared/registry';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { runCli } from './deployCli';
import { e2eStore } from './e2eStore';
import { E2E_PATHS } from './e2ePaths';
import { E2E_PORTS } from './e2ePorts';
import type { HeldAnswers } from './heldAnswers';
import { remoteCopy } from './remoteCopy';
import { startHostServerProcess, type HostServerProcess } from './startHostServerProcess';
import { addToBaseRegistry } from './testRegistry';

/** The fixture remote whose server render waits for a held answer (e2e/fixtures/server-remotes/fx_streamed_slot). */
export const STREAMED_SLOT = {
  name: 'fx_streamed_slot',
  route: '/streamed-slot',
  source: path.join(repoRoot, 'e2e', 'fixtures', 'server-remotes', 'fx_streamed_slot'),
} as const;
/** The host that streams it, whose server renders may fetch the held answers only. */
export const STREAMED_SHELL_HOST = `http://localhost:${E2E_PORTS.streamedShellHost}`;
export const STREAMED_SHELL_LOG = path.join(E2E_PATHS.workDir, 'host-server-streamed-shell.log');

/**
 * Longer than the default 50 ms, so that an answer released before the page is asked is decided within it even on a
 * loaded machine; a held answer outlasts any window, since only the test releases it.
 */
const HEAD_WINDOW_MS = 1_000;

/** The fixture's entry in the registry file now. */
function liveFixtureEntry(): RegistryEntry {
  const registry = JSON.parse(readFileSync(e2eStore.layout.registryFile, 'utf8')) as RegistryDocument;
  const entry = registry.remotes.find((remote) => remote.name === STREAMED_SLOT.name);
  if (!entry) throw new Error(`the registry has no ${STREAMED_SLOT.name}`);
  return entry;
}

/**
 * Deploys the fixture (a copy with `edits`, under `variant`), rendered on the server with a deadline the held answers
 * never reach (the window decides what streams, not the deadline), and returns its entry.
 */
export async function deployStreamedSlot(variant: string, edits = {}): Promise<RegistryEntry> {
  const remotesDir = remoteCopy(STREAMED_SLOT.name, variant, edits, STREAMED_SLOT.source);
  const run = await runCli('deploy', [STREAMED_SLOT.name], { remotesDir });
  if (run.code !== 0) throw new Error(`the deploy of ${STREAMED_SLOT.name} failed:\n${run.output}`);
  addToBaseRegistry(STREAMED_SLOT.name, { serverRender: { enabled: true, deadlineMs: 30_000 } });
  return liveFixtureEntry();
}

/** Starts the host of the streamed shell, on the suite's store and registry, allowing server renders `held` only. */
export function startStreamedShellHost(held: HeldAnswers): Promise<HostServerProcess> {
  return startHostServerProcess(
    {
      PORT: String(E2E_PORTS.streamedShellHost),
      STORE_PORT: '0',
      STORE_DIR: e2eStore.layout.dir,
      REGISTRY_FILE: e2eStore.layout.registryFile,
      STORE_PUBLIC_URL: `http://localhost:${E2E_PORTS.store}`,
      SERVER_RENDER_FETCH_ORIGINS: held.origin,
      SERVER_RENDER_HEAD_WINDOW_MS: String(HEAD_WINDOW_MS),
    },
    STREAMED_SHELL_LOG,
  );
}

/** Switches the registry to `entry`, as a deploy's switch does, and waits until the streaming host serves it. */
export async function switchFixtureTo(entry: RegistryEntry): Promise<void> {
  addToBaseRegistry(STREAMED_SLOT.name, entry);
  await expect
    .poll(async () => {
      const served = (await (await fetch(`${STREAMED_SHELL_HOST}/registry.json`)).json()) as RegistryDocument;
      return served.remotes.find((remote) => remote.name === STREAMED_SLOT.name)?.version;
    })
    .toBe(entry.version);
}

/** Opens `url` in Chromium while its answer is held, and returns the response once the header and navigation show. */
export async function openWhileHeld(page: Page, url: string, asked: () => boolean): Promise<Response> {
  const response = await page.goto(url, { waitUntil: 'commit' });
  if (!response) throw new Error(`no response for ${url}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  // The render is under way: it has asked for the answer (a first render of a release starts its isolate first).
  await expect.poll(asked).toBe(true);
  return response;
}
