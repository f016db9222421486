import { mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { startHostServerProcess as startServeProcess } from '../../../e2e/support/startHostServerProcess';
import { BENCH_PATHS } from '../../benchPaths';
import { BENCH_HOST } from '../../serve/benchServers';

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

/**
 * Starts `scripts/serve.ts` (`npm run serve`: the host server alone) on a free loopback port with `env` on top of this
 * process's environment, its log lines appended to the bench's server log, and waits until `/healthz` answers.
 */
export async function startHostServerProcess(env: Record<string, string>): Promise<HostServerProcess> {
  const port = await freePort();
  mkdirSync(BENCH_PATHS.workDir, { recursive: true });
  const server = await startServeProcess(
    { ...env, PORT: String(port), HOST: BENCH_HOST },
    BENCH_PATHS.serverLog,
    'host-alone',
  );
  return { url: `http://${BENCH_HOST}:${port}`, pid: server.child.pid!, stop: server.stop };
}
