import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

export interface Spawned {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the first output line matching `pattern`; rejects if the process exits first or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Signals the whole process group (as Ctrl-C in a terminal does), then SIGKILLs it after a grace period. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

const STOP_GRACE_MS = 15_000;

/**
 * Starts a command from the repository root in a process group of its own, so that a test can signal it the way a
 * terminal does and no child outlives the test.
 */
export function spawnInRepo(command: string, args: readonly string[], env: Record<string, string> = {}): Spawned {
  const child = spawn(command, [...args], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'unknown');
      for (const wake of waiters) wake();
    }),
  );

  function waitFor(pattern: RegExp, timeoutMs = 120_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`timed out waiting for ${pattern}; output:\n${text}`)),
        timeoutMs,
      );
      const check = () => {
        const line = text.split('\n').find((candidate) => pattern.test(candidate));
        if (line !== undefined) finish(undefined, line);
        else if (child.exitCode !== null || child.signalCode !== null) {
          finish(new Error(`exited (${child.exitCode ?? child.signalCode}) before ${pattern}; output:\n${text}`));
        }
      };
      function finish(error?: Error, line?: string) {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(error);
        else resolve(line as string);
      }
      waiters.add(check);
      check();
    });
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child.pid, signal);
      const kill = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    }
    return exited;
  }

  return { child, output: () => text, waitFor, exited, stop };
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Every process below `pid`, children first found, from the process table. */
export function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [child, ppid] of table) {
      if (ppid === parent && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when nothing listens on the port (on localhost), by trying to listen there. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });
}

/** `node --import tsx <script> ...`: a script of the repository, in one process, as npm run would start it. */
export function tsxArgs(script: string, ...args: string[]): string[] {
  return ['--import', 'tsx', script, ...args];
}
