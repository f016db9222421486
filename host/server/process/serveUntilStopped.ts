import { existsSync } from 'node:fs';
import path from 'node:path';
import { stopOnSignals } from '@mfp/settings/command';
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
import { CLOSE_DEADLINE_MS } from './listenServer';
import { defaultToProductionReact } from './defaultToProductionReact';

// Human lines go to stderr, leaving stdout to the JSON log lines that log tooling parses.
const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Closing lets requests in flight finish, cut after CLOSE_DEADLINE_MS; if it has not finished by then (a close hook
 * stuck, say), the process exits anyway: a stop signal frees every port within 2 s whatever happens.
 */
const stopServersOnSignals = (close: () => Promise<void>) =>
  stopOnSignals({ what: 'the servers', verb: 'close', stop: close, deadlineMs: CLOSE_DEADLINE_MS + 400, print: say });

/** A server `npm start` runs beside the host and the store (the example's products API): its ready line and close. */
export interface ServerAlongside {
  /** As its ready line names it: `Products API`. */
  name: string;
  url: string;
  close(): Promise<void>;
}

/**
 * What `npm start` needs on top of `startServers`: one ready line per server, a hint when the host is not built, and a
 * clean shutdown on SIGINT/SIGTERM (`stopOnSignals`), of the servers `alongside` too. Rejects with PortInUseError
 * (one-line message) when a port is taken.
 */
export async function serveUntilStopped(
  config: ServerConfig,
  options: StartOptions = {},
  alongside: readonly ServerAlongside[] = [],
): Promise<RunningServers> {
  defaultToProductionReact();
  const servers = await startServers(config, options);
  say(`Host ready at ${servers.host.url}`);
  say(`Store ready at ${servers.store.url}`);
  for (const server of alongside) say(`${server.name} ready at ${server.url}`);
  if (!existsSync(path.join(config.hostDist, 'index.html'))) {
    say(`Warning: ${config.hostDist} has no index.html; pages answer 503 until the host is built (npm run build).`);
  }
  stopServersOnSignals(() =>
    Promise.all([servers.close(), ...alongside.map((server) => server.close())]).then(() => undefined),
  );
  return servers;
}

/** `npm run serve`: the host server alone, its ready line and the same shutdown. */
export async function serveHostUntilStopped(config: ServerConfig, options: StartOptions = {}): Promise<RunningHost> {
  defaultToProductionReact();
  const running = await startHostServer(config, options);
  say(`Host ready at ${running.host.url}`);
  stopServersOnSignals(() => running.close());
  return running;
}

/** `npm run serve:store`: the store server alone, its ready line and the same shutdown. */
export async function serveStoreUntilStopped(
  config: StoreServerConfig,
  options: StartOptions = {},
): Promise<RunningStore> {
  const running = await startStoreServer(config, options);
  say(`Store ready at ${running.store.url}`);
  stopServersOnSignals(() => running.close());
  return running;
}
