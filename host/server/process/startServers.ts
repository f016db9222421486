import type { AddressInfo } from 'node:net';
import { readOrCreateSecret } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config';
import { configuredStore } from '../store-server/configuredStore';
import { createHostServer } from '../hostServer';
import { describeListenError } from './listenError';
import type { LoggerOption } from '../http/logging';
import { createStoreServer } from '../store-server/storeServer';
import { PortInUseError } from './PortInUseError';

export { PortInUseError };

export interface StartOptions {
  /** Defaults to JSON lines on stdout; tests pass `false` or a capturing stream. */
  logger?: LoggerOption;
}

export interface RunningServer {
  app: FastifyInstance;
  /** The port actually bound, which differs from the configured one when that was 0. */
  port: number;
  /** `http://localhost:<port>`, the address to open or to fetch from. */
  url: string;
}

/**
 * How long a close waits for requests in flight before it cuts their connections: short enough that a stop signal
 * frees both ports within 2 s, long enough for any answer of these servers but a stuck one.
 */
export const CLOSE_DEADLINE_MS = 1_500;

export interface RunningServers {
  host: RunningServer;
  store: RunningServer;
  /**
   * Stops both servers: no new connections, requests in flight may finish until `deadlineMs` (CLOSE_DEADLINE_MS),
   * then every connection left is cut. Safe to call more than once.
   */
  close(deadlineMs?: number): Promise<void>;
}

/** Starts the host server and the store, as `npm start` does. For scripts and browser tests that need real servers. */
export async function startServers(config: ServerConfig, options: StartOptions = {}): Promise<RunningServers> {
  const remotesStore = configuredStore(config);
  const hostApp = createHostServer({
    hostDist: config.hostDist,
    registry: remotesStore,
    allowedRemoteOrigins: config.allowedRemoteOrigins,
    overrides: config.overrides,
    failureReportsPerMinute: config.failureReportsPerMinute,
    failureReportsGlobalPerMinute: config.failureReportsGlobalPerMinute,
    // Generated on the first start and kept in the store, so digests stay the same across restarts.
    digestSecret: config.digestSecret ?? (await readOrCreateSecret(remotesStore.layout, 'digest')),
    logger: options.logger,
  });
  const storeApp = createStoreServer({ store: remotesStore, logger: options.logger });
  try {
    const store = await listen(storeApp, 'store', config.storePort, config.host);
    const host = await listen(hostApp, 'host', config.port, config.host);
    let closing: Promise<void> | undefined;
    const close = (deadlineMs = CLOSE_DEADLINE_MS) =>
      (closing ??= Promise.all([closeWithin(hostApp, deadlineMs), closeWithin(storeApp, deadlineMs)]).then(
        () => undefined,
      ));
    return { host, store, close };
  } catch (error) {
    // Whichever one did start must not keep the process alive after a failed start.
    await Promise.allSettled([hostApp.close(), storeApp.close()]);
    throw error;
  }
}

async function listen(
  app: FastifyInstance,
  server: 'host' | 'store',
  port: number,
  host: string,
): Promise<RunningServer> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    throw describeListenError(error, server, port, host);
  }
  const bound = (app.server.address() as AddressInfo).port;
  return { app, port: bound, url: `http://localhost:${bound}` };
}

/** How often a closing server closes the kept-alive connections whose last request has been answered. */
const IDLE_SWEEP_MS = 25;

/**
 * fastify's close stops accepting connections, answers new requests on kept-alive ones with 503 and waits for those in
 * flight. Two things would keep it waiting, and the port taken: a connection kept alive after its request finished
 * (fastify closes the idle ones once, when the close begins), hence the sweep; and a request that never ends, hence
 * the deadline.
 */
async function closeWithin(app: FastifyInstance, deadlineMs: number): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), deadlineMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
