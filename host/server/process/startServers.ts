import type { ServerConfig } from '../config/config';
import type { StoreServerConfig } from '../config/storeServerConfig';
import type { LoggerOption } from '../http/logging';
import type { OpenedStore } from '@mfp/store';
import { configuredStore } from '../config/configuredStore';
import { createStoreServer } from '../store-server/storeServer';
import { closerOf, listenAll, type RunningServer } from './listenServer';
import { PortInUseError } from './PortInUseError';
import { hostAppFor } from './serverApps';

export { PortInUseError, type RunningServer };

export interface StartOptions {
  /** Defaults to JSON lines on stdout; tests pass `false` or a capturing stream. */
  logger?: LoggerOption;
}

/** A close that stops accepting connections, lets requests in flight finish until `deadlineMs`, then cuts the rest. */
type Close = (deadlineMs?: number) => Promise<void>;

export interface RunningServers {
  host: RunningServer;
  store: RunningServer;
  /** Stops both servers (CLOSE_DEADLINE_MS by default); safe to call more than once. */
  close: Close;
}

export interface RunningHost {
  host: RunningServer;
  close: Close;
}

export interface RunningStore {
  store: RunningServer;
  close: Close;
}

/** Closes the servers, then the store's connections (a database pool), once. */
function closerWithStore(closeApps: Close, store: Pick<OpenedStore, 'close'>): Close {
  let closing: Promise<void> | undefined;
  return (deadlineMs) => (closing ??= closeApps(deadlineMs).then(() => store.close()));
}

/** Starts the host server and the store, as `npm start` does. For scripts and browser tests that need real servers. */
export async function startServers(config: ServerConfig, options: StartOptions = {}): Promise<RunningServers> {
  const store = configuredStore(config);
  const hostApp = await hostAppFor(config, store, options.logger);
  const storeApp = createStoreServer({ store, logger: options.logger });
  const [storeServer, hostServer] = await listenAll([
    { app: storeApp, server: 'store', port: config.storePort, host: config.host },
    { app: hostApp, server: 'host', port: config.port, host: config.host },
  ]);
  return { host: hostServer!, store: storeServer!, close: closerWithStore(closerOf([hostApp, storeApp]), store) };
}

/**
 * Starts the host server alone, as `npm run serve` does: what a team runs N copies of, with the version files served
 * by a CDN or by one `npm run serve:store`.
 */
export async function startHostServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningHost> {
  const store = configuredStore(config);
  const app = await hostAppFor(config, store, options.logger);
  const [host] = await listenAll([{ app, server: 'host', port: config.port, host: config.host }]);
  return { host: host!, close: closerWithStore(closerOf([app]), store) };
}

/** Starts the store server alone, as `npm run serve:store` does: a folder store's version files on their own origin. */
export async function startStoreServer(config: StoreServerConfig, options: StartOptions = {}): Promise<RunningStore> {
  const app = createStoreServer({ store: configuredStore(config), logger: options.logger });
  const [store] = await listenAll([{ app, server: 'store', port: config.storePort, host: config.host }]);
  return { store: store!, close: closerOf([app]) };
}
