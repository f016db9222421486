import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PATHS } from '../benchPaths';
import type { BenchUrls } from './benchServers';

const READY_TIMEOUT_MS = 30_000;

export interface BenchServerProcess {
  urls: BenchUrls;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `serveChild.ts` with its log lines appended to the bench's server log, and waits until it listens. */
export function startBenchServerProcess(): Promise<BenchServerProcess> {
  mkdirSync(BENCH_PATHS.workDir, { recursive: true });
  const log = openSync(BENCH_PATHS.serverLog, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serveChild.ts')], {
    stdio: ['ignore', log, log, 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`bench servers did not start within ${READY_TIMEOUT_MS} ms; see ${BENCH_PATHS.serverLog}`));
    }, READY_TIMEOUT_MS);
    child.once('message', (message: { ready?: BenchUrls }) => {
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
