import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../webpack/repoRoot';

export interface HostServerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`host server exited with code ${child.exitCode}; see its log`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`host server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the real host server (host/server/main.ts) in its own process, as `npm start` does, with its JSON log lines
 * going to `logFile` so tests can find the line a digest points to.
 */
export async function startHostServerProcess(env: Record<string, string>, logFile: string): Promise<HostServerProcess> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'host', 'server', 'main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(`http://localhost:${env.PORT}/healthz`, child, 20_000);
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
