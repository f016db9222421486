import { createServer, type AddressInfo } from 'node:net';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { UserFacingError } from '@mfp/settings/command';

export interface DevServerStart {
  /** Who this server is, for messages: `catalog`, `host`. */
  label: string;
  config: Configuration;
  options: WebpackDevServer.Configuration;
  port: number;
  /** How to pick another port, for the message when this one is taken: `--port 3011`, `PORT=3010`. */
  otherPortHint: string;
  print: (line: string) => void;
}

export interface RunningDevServer {
  /** Resolves after the first build, with its duration in milliseconds. */
  firstBuild: Promise<number>;
  stop(): Promise<void>;
}

export const DEV_HOST = 'localhost';

export function portInUse(label: string, port: number, hint: string): UserFacingError {
  return new UserFacingError(
    `Port ${port} (${label} dev server) is already in use: another dev server, or something else, listens there. ` +
      `Stop it, or choose another port (${hint}).`,
  );
}

/** Fails fast, before a build of several seconds, when the port is taken. */
export function assertPortFree(port: number, onTaken: () => Error): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? onTaken() : error),
    );
    probe.listen(port, DEV_HOST, () => probe.close(() => resolve()));
  });
}

/** A port nothing listens on now, chosen by the system: for a server that only this command's pages talk to. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, DEV_HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts webpack-dev-server on a fixed port with the given build, printing one line per rebuild. The port is checked
 * first, and a port taken in the meantime gives the same one-line message.
 */
export async function startDevServer({
  label,
  config,
  options,
  port,
  otherPortHint,
  print,
}: DevServerStart): Promise<RunningDevServer> {
  const taken = () => portInUse(label, port, otherPortHint);
  await assertPortFree(port, taken);
  const compiler = webpack(config);
  let built = false;
  const started = Date.now();
  let rebuildStarted = started;
  const firstBuild = new Promise<number>((resolve) => {
    compiler.hooks.watchRun.tap('mfp-dev', () => {
      rebuildStarted = Date.now();
    });
    compiler.hooks.done.tap('mfp-dev', (stats) => {
      const ms = Date.now() - rebuildStarted;
      if (stats.hasErrors()) print(`✗ ${label}: build failed; the page shows the errors until they are fixed`);
      else print(`✓ ${label} built in ${ms} ms`);
      if (!built) {
        built = true;
        resolve(Date.now() - started);
      }
    });
  });
  const server = new WebpackDevServer({ ...options, host: DEV_HOST, port, setupExitSignals: false }, compiler);
  try {
    await server.start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw taken();
    throw error;
  }
  return { firstBuild, stop: () => server.stop() };
}

/**
 * How a dev server stops on SIGINT or SIGTERM (`stopOnSignals`): named by its label, and within 5 s, after which a
 * server that has not closed is left behind by exiting. Nothing in flight in dev is worth a longer wait.
 */
export const devServerShutdown = (label: string) =>
  ({ what: `the ${label} dev server`, verb: 'stop', deadlineMs: 5_000 }) as const;
