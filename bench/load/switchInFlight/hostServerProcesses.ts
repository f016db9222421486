import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { BENCH_PATHS } from '../../benchPaths';
import { BENCH_HOST } from '../../serve/benchServers';

const HEALTH_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;

/** One host server process, as `npm run serve` starts it. */
export interface HostServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A loopback port free a moment ago: a process started with PORT needs its number before it listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, BENCH_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the host server for ${url} exited with code ${child.exitCode}; see ${BENCH_PATHS.serverLog}`);
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the host server for ${url} did not answer /healthz within ${HEALTH_TIMEOUT_MS} ms`);
}

/**
 * Starts `scripts/serve.ts` (`npm run serve`: the host server alone) on a free loopback port with `env` on top of this
 * process's environment, its log lines appended to the bench's server log, and waits until `/healthz` answers.
 */
export async function startHostServerProcess(env: Record<string, string>): Promise<HostServerProcess> {
  const port = await freePort();
  const url = `http://${BENCH_HOST}:${port}`;
  mkdirSync(BENCH_PATHS.workDir, { recursive: true });
  const log = openSync(BENCH_PATHS.serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'serve.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: BENCH_HOST },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}
