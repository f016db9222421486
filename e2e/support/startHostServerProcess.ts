import { stopChild } from '@mfp/testing/stopChild';
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { registerCatalogApi } from './productsApi';
import { E2E_REGISTRY_MAX_STALENESS_MS } from './registryServed';

export interface HostServerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 20_000;

/**
 * The report limits of the servers under test, stated rather than inherited from the defaults (120 per client, 300
 * for all, a minute) or from ERROR_REPORTS_* in the shell. Every report of the run comes from one address: the busiest
 * minute of the failure specs sent about 25 (2026-11), and the defaults would start refusing as the suite grows, with
 * a 429 and no digest in a test that did nothing wrong. 6000 a minute is far above what one Chromium worker sends, and
 * still a limit. The limits themselves are tested at the route, in host/server's unit tests.
 */
const SUITE_REPORT_LIMITS = {
  ERROR_REPORTS_PER_MINUTE: '6000',
  ERROR_REPORTS_GLOBAL_PER_MINUTE: '6000',
  // Likewise the page views whose counts count: every visitor of the suite is 127.0.0.1, and a rollout spec alone
  // makes over a hundred visits in a few minutes (the allowance itself is tested in host/server's unit tests).
  PAGE_VIEWS_PER_ADDRESS: '100000',
} as const;
const STOP_GRACE_MS = 5_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`host server exited with code ${child.exitCode}; see its log`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`host server did not answer ${url} within ${timeoutMs} ms`);
}

/** What runs: the host and store servers together (host/server/main.ts), or the host server alone, as `npm run serve`. */
const ENTRIES = {
  'host-and-store': path.join(repoRoot, 'host', 'server', 'main.ts'),
  'host-alone': path.join(repoRoot, 'scripts', 'serve.ts'),
} as const;

/**
 * Starts the real host server in its own process, as `npm start` (or `npm run serve`) does, with its JSON log lines
 * going to `logFile` so tests can find the line a digest points to. `env` may override SUITE_REPORT_LIMITS.
 */
export async function startHostServerProcess(
  env: Record<string, string>,
  logFile: string,
  entry: keyof typeof ENTRIES = 'host-and-store',
): Promise<HostServerProcess> {
  const healthUrl = `http://${env.HOST ?? 'localhost'}:${env.PORT}/healthz`;
  // A server left over from an interrupted run would answer the health check in place of ours, and write its log
  // lines into a file this run has deleted.
  if (await answers(healthUrl)) {
    throw new Error(
      `something already answers ${healthUrl}: stop the leftover server (e.g. pkill -f host/server/main.ts)`,
    );
  }
  // Every environment that serves the catalog serves it with its API (issue 42): its store names the suite's API.
  await registerCatalogApi(env);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SUITE_REPORT_LIMITS,
      REGISTRY_MAX_STALENESS_MS: String(E2E_REGISTRY_MAX_STALENESS_MS),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForHealth(healthUrl, child, HEALTH_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child, STOP_GRACE_MS);
    throw error;
  }
  return { child, stop: () => stopChild(child, STOP_GRACE_MS) };
}
