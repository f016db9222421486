import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@mfp/webpack-config/repoRoot';
import { E2E_PATHS } from './e2ePaths';
import { E2E_PORTS } from './e2ePorts';
import { waitUntilRegistryServed } from './registryServed';

/** How a run of the CLI ended, and everything it printed (stdout and stderr interleaved as they came). */
export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

export interface CliOptions {
  /** REMOTES_DIR: where the deploy command finds the remotes' sources (a test copy of a remote). */
  remotesDir?: string;
  /**
   * `--store`: the test store unless told (the nginx-served copy, for one). `false` passes none: the store is the one
   * the settings in `env` name (STORE_DIR, STORE_FILES_URL), as in production.
   */
  storeDir?: string | false;
  /** More settings for the command, e.g. STORE_FILES_URL and the AWS SDK's. */
  env?: Record<string, string>;
  /** STORE_PUBLIC_URL, written into the registry's entries: the fastify test store's unless told. */
  storePublicUrl?: string;
}

/** A running CLI process; `lines` grows as it prints. */
export interface CliProcess {
  child: ChildProcess;
  done: Promise<CliRun>;
  /** Resolves once a printed line starts with `prefix`; rejects if the process ends first. */
  printed(prefix: string): Promise<void>;
}

/**
 * Starts `npm run <script> -- <args>` as users run it (the same `tsx scripts/<script>.ts`, without npm's banner), against
 * the test store and with the store origin the host server under test uses.
 */
export function startCli(script: 'deploy' | 'releases', args: string[], options: CliOptions = {}): CliProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('scripts', `${script}.ts`),
      ...args,
      ...(options.storeDir === false ? [] : ['--store', options.storeDir ?? E2E_PATHS.storeDir]),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        STORE_PUBLIC_URL: options.storePublicUrl ?? `http://localhost:${E2E_PORTS.store}`,
        ...(options.remotesDir && { REMOTES_DIR: options.remotesDir }),
        ...options.env,
      },
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const done = new Promise<CliRun>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  const printed = (prefix: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.split('\n').some((line) => line.startsWith(prefix))) resolve();
      };
      listeners.add(check);
      void done.then(() => reject(new Error(`the CLI ended before printing "${prefix}":\n${output}`)));
      check();
    });
  return { child, done, printed };
}

/**
 * Runs the CLI to its end; against the test store, also until the host server serves the registry it left, as a
 * deploy shows within REGISTRY_MAX_STALENESS_MS (registryServed.ts).
 */
export async function runCli(script: 'deploy' | 'releases', args: string[], options?: CliOptions): Promise<CliRun> {
  const run = await startCli(script, args, options).done;
  if (options?.storeDir === undefined) waitUntilRegistryServed();
  return run;
}

/** The version a deploy or rollback says is now live (`✓ catalog 1.0.0-a1b2c3d4 is live …`). */
export function liveVersionIn(run: CliRun, remote: string): string {
  const match = new RegExp(`^✓ ${remote} (\\S+) is live`, 'm').exec(run.output);
  if (!match?.[1]) throw new Error(`no "${remote} … is live" line in:\n${run.output}`);
  return match[1];
}
