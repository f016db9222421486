import { stopChild } from '@mfp/testing/stopChild';
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PATHS } from '../benchPaths';
import type { BenchUrls } from './benchServers';
import { pinProcessTree } from './cpuPinning';

const READY_TIMEOUT_MS = 30_000;

export interface ServerProcess<Urls> {
  urls: Urls;
  pid: number;
  stop(): Promise<void>;
}
export type BenchServerProcess = ServerProcess<BenchUrls>;

export interface ServerProcessOptions {
  /** The script to run (with tsx); it sends `{ ready: urls }` over IPC once listening and stops on SIGTERM. */
  script?: string;
  env?: Record<string, string>;
  /** Cores to pin the process to (`taskset`), before it listens. */
  cpus?: string;
}

/** Starts `serveChild.ts` (or `script`) with its log lines appended to the bench's server log, and waits until it listens. */
export function startBenchServerProcess<Urls = BenchUrls>({
  script = path.join(__dirname, 'serveChild.ts'),
  env = {},
  cpus,
}: ServerProcessOptions = {}): Promise<ServerProcess<Urls>> {
  mkdirSync(BENCH_PATHS.workDir, { recursive: true });
  const log = openSync(BENCH_PATHS.serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', log, log, 'ipc'],
    // As a production deployment runs: the host's server renderer then loads React's production build.
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (cpus !== undefined && child.pid !== undefined) pinProcessTree(child.pid, cpus);
  const stop = () => stopChild(child, 5_000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`bench servers did not start within ${READY_TIMEOUT_MS} ms; see ${BENCH_PATHS.serverLog}`));
    }, READY_TIMEOUT_MS);
    child.once('message', (message: { ready?: Urls }) => {
      clearTimeout(timer);
      if (!message.ready || child.pid === undefined) return reject(new Error('bench servers sent no URLs'));
      resolve({ urls: message.ready, pid: child.pid, stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench servers exited with code ${code}; see ${BENCH_PATHS.serverLog}`));
    });
  });
}
