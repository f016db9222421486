import { stopChild } from '@mfp/testing/stopChild';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PATHS } from '../../benchPaths';
import { BENCH_HOST } from '../../serve/benchServers';
import { freePort } from '../switchInFlight/hostServerProcesses';
import { SSR_HOST_RENDERING } from './ssrHostRendering';

const READY_TIMEOUT_MS = 30_000;
const STOP_GRACE_MS = 5_000;
/** The bench's own digest key: its reports are never compared with a real server's. */
const DIGEST_SECRET = 'mfp-bench-digest-secret-not-for-production-use';

/** A host server rendering on the server, in a process of its own (`ssrHostChild.ts`). */
export interface SsrHost {
  url: string;
  pid: number;
  /** A full garbage collection in the host server's process; resolves once it is done. */
  collectGarbage(): Promise<void>;
  stop(): Promise<void>;
}

export interface SsrHostOptions {
  /** The store's folder (files and records), as STORE_DIR. */
  storeDir: string;
  /** STORE_PUBLIC_URL: the store server's origin, which the registry's URLs name. */
  storePublicUrl: string;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `ssrHostChild.ts` on a free loopback port: the host server as `npm run serve` runs it, with SERVER_RENDERING on
 * and the render pool and deadline of `SSR_HOST_RENDERING`, whatever the shell says, its log lines appended to the
 * bench's server log. Resolves once `/healthz` answers.
 */
export async function startSsrHost({ storeDir, storePublicUrl }: SsrHostOptions): Promise<SsrHost> {
  const port = await freePort();
  mkdirSync(BENCH_PATHS.workDir, { recursive: true });
  const log = openSync(BENCH_PATHS.serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'ssrHostChild.ts')], {
    stdio: ['ignore', log, log, 'ipc'],
    env: {
      ...process.env,
      HOST: BENCH_HOST,
      PORT: String(port),
      HOST_DIST: BENCH_PATHS.hostDist,
      STORE_DIR: storeDir,
      STORE_PUBLIC_URL: storePublicUrl,
      DIGEST_SECRET,
      SERVER_RENDERING: 'on',
      SERVER_RENDER_POOL_SIZE: String(SSR_HOST_RENDERING.poolSize),
      SERVER_RENDER_DEADLINE_MS: String(SSR_HOST_RENDERING.deadlineMs),
    },
  });
  const stop = () => stopChild(child, STOP_GRACE_MS);
  const url = `http://${BENCH_HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${url}/healthz`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the server-rendering host did not start within ${READY_TIMEOUT_MS} ms; see ${BENCH_PATHS.serverLog}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const collectGarbage = () =>
    new Promise<void>((resolve) => {
      child.once('message', () => resolve());
      child.send('gc');
    });
  return { url, pid: child.pid!, collectGarbage, stop };
}
