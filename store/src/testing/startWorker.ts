import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '@mfp/webpack-config/repoRoot';

export interface Worker {
  child: ChildProcess;
  /** Resolves with the worker's stdout once it exits with 0; rejects with its stderr otherwise. */
  done: Promise<string>;
  /** Resolves once the worker has printed `line`; rejects if it ends first. */
  printed(line: string): Promise<void>;
  /** What the worker printed so far. */
  stdout(): string;
}

/** Starts `node --import tsx <script> ...args` from the repository root: a separate process taking the same locks. */
export function startWorker(script: string, ...args: string[]): Worker {
  return startWorkerWith({}, script, ...args);
}

/** `startWorker`, with variables added to the worker's environment (`TMPDIR`, to see what it leaves behind). */
export function startWorkerWith(options: { env?: NodeJS.ProcessEnv }, script: string, ...args: string[]): Worker {
  const env = { ...process.env, ...options.env };
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<string>((resolve, reject) =>
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(stdout) : reject(new Error(`worker ${args[0]} ended (${code ?? signal}): ${stderr}`)),
    ),
  );
  // A worker killed on purpose ends non-zero: that is for the test to await, never an unhandled rejection.
  done.catch(() => undefined);
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.split('\n').includes(line) && resolve();
      child.stdout.on('data', check);
      child.on('exit', () => reject(new Error(`worker ended before printing ${line}: ${stderr}`)));
      check();
    });
  return { child, done, printed, stdout: () => stdout };
}
