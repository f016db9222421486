import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config/config';
import type { StoreServerConfig } from '../config/storeServerConfig';
import {
  startHostServer,
  startServers,
  startStoreServer,
  type RunningHost,
  type RunningServers,
  type RunningStore,
  type StartOptions,
} from './startServers';
import { say, stopOnSignals } from './stopOnSignals';

/**
 * What `npm start` needs on top of `startServers`: one ready line per server, a hint when the host is not built, and a
 * clean shutdown on SIGINT/SIGTERM (`stopOnSignals`). Rejects with PortInUseError (one-line message) when a port is
 * taken.
 */
export async function serveUntilStopped(config: ServerConfig, options: StartOptions = {}): Promise<RunningServers> {
  const servers = await startServers(config, options);
  say(`Host ready at ${servers.host.url}`);
  say(`Store ready at ${servers.store.url}`);
  if (!existsSync(path.join(config.hostDist, 'index.html'))) {
    say(`Warning: ${config.hostDist} has no index.html; pages answer 503 until the host is built (npm run build).`);
  }
  stopOnSignals(() => servers.close());
  return servers;
}

/** `npm run serve`: the host server alone, its ready line and the same shutdown. */
export async function serveHostUntilStopped(config: ServerConfig, options: StartOptions = {}): Promise<RunningHost> {
  const running = await startHostServer(config, options);
  say(`Host ready at ${running.host.url}`);
  stopOnSignals(() => running.close());
  return running;
}

/** `npm run serve:store`: the store server alone, its ready line and the same shutdown. */
export async function serveStoreUntilStopped(
  config: StoreServerConfig,
  options: StartOptions = {},
): Promise<RunningStore> {
  const running = await startStoreServer(config, options);
  say(`Store ready at ${running.store.url}`);
  stopOnSignals(() => running.close());
  return running;
}
