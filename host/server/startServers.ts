import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { configuredStore } from './configuredStore';
import { createHostServer } from './hostServer';
import type { LoggerOption } from './logging';
import { createStoreServer } from './storeServer';
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

export interface RunningServers {
  host: RunningServer;
  store: RunningServer;
  /** Stops both servers; safe to call more than once. */
  close(): Promise<void>;
}

/** Starts the host server and the store, as `npm start` does. For scripts and browser tests that need real servers. */
export async function startServers(config: ServerConfig, options: StartOptions = {}): Promise<RunningServers> {
  const remotesStore = configuredStore(config);
  const hostApp = createHostServer({
    hostDist: config.hostDist,
    registry: remotesStore,
    allowedRemoteOrigins: config.allowedRemoteOrigins,
    overrides: config.overrides,
    errorReportsPerMinute: config.errorReportsPerMinute,
    logger: options.logger,
  });
  const storeApp = createStoreServer({ store: remotesStore, logger: options.logger });
  try {
    const store = await listen(storeApp, 'store', config.storePort, config.host);
    const host = await listen(hostApp, 'host', config.port, config.host);
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= Promise.all([hostApp.close(), storeApp.close()]).then(() => undefined));
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
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(server, port);
    throw error;
  }
  const bound = (app.server.address() as AddressInfo).port;
  return { app, port: bound, url: `http://localhost:${bound}` };
}
