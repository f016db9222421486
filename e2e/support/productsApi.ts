import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { stopChild } from '@mfp/testing/stopChild';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { loadServerConfig } from '@mfp/host-server';
import type { Env } from '@mfp/settings';
import { registerApiOrigin } from '../../scripts/lib/registerApiOrigin';
import { storeFromSettings } from '../../scripts/lib/storeFromSettings';
import { E2E_PORTS } from './e2ePorts';

/**
 * The example's products API as the browser tests run it (issue 42): a real process, one for the whole suite, on a
 * fixed port, with the routes that hold its answers (`--test-control`: `POST /_control/hold` and `/_control/release`;
 * `GET /_stats` counts the product requests it answered). 127.0.0.1, as the API binds by default.
 */
export const PRODUCTS_API_ORIGIN = `http://127.0.0.1:${E2E_PORTS.productsApi}`;

const READY_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 5_000;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${PRODUCTS_API_ORIGIN}/_stats`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Starts the suite's products API, its JSON access log in `logFile`; resolves once it answers. Returns its stop. */
export async function startProductsApiProcess(logFile: string): Promise<() => Promise<void>> {
  if (await answers())
    throw new Error(`something already answers ${PRODUCTS_API_ORIGIN}: stop the leftover products API first`);
  const log = openSync(logFile, 'a');
  const main = path.join(repoRoot, 'examples', 'products-api', 'src', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main, '--test-control'], {
    cwd: repoRoot,
    env: { ...process.env, PRODUCTS_API_PORT: String(E2E_PORTS.productsApi), PRODUCTS_API_LATENCY_MS: '0' },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child, STOP_GRACE_MS);
      throw new Error(`the products API did not answer ${PRODUCTS_API_ORIGIN}; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => stopChild(child, STOP_GRACE_MS);
}

/**
 * Makes the suite's products API catalog's API origin in the store that `env`'s settings name (STORE_DIR,
 * STORE_FILES_URL, STORE_RECORDS_URL), when that store knows catalog, as `npm start` does after seeding. Every host
 * server a test starts goes through here (startHostServerProcess), so every environment that serves the catalog
 * serves it with its API. Writes nothing when the origin is already there, nor for a store without catalog.
 */
export async function registerCatalogApi(env: Env): Promise<void> {
  // A bucket's keys are read by the AWS SDK from the process's own environment, not from `env`: the command a platform
  // team runs, in a process of its own with those settings, reaches that store as a host server does.
  if (env.STORE_FILES_URL?.startsWith('s3:')) return registerThroughCommand(env);
  const store = storeFromSettings({ ...process.env, ...env });
  try {
    const releases = await store.readReleases();
    if (!Object.hasOwn(releases.remotes, 'catalog')) return;
    const { storePublicUrl } = loadServerConfig({ ...process.env, ...env });
    await registerApiOrigin(store, storePublicUrl, { name: 'catalog', origin: PRODUCTS_API_ORIGIN });
  } finally {
    await store.close();
  }
}

/**
 * `npm run remotes -- api-origins catalog <the suite's API>` with `env`'s settings, when the store knows catalog. Not
 * `spawnSync`: the bucket's server may be this very process (s3rver), which must go on answering meanwhile.
 */
async function registerThroughCommand(env: Env): Promise<void> {
  const remotes = path.join(repoRoot, 'scripts', 'remotes.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', remotes, 'api-origins', 'catalog', PRODUCTS_API_ORIGIN], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0 && !/no remote named catalog/.test(output))
    throw new Error(`npm run remotes -- api-origins catalog failed (${code}):\n${output}`);
}
