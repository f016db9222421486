import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';
import { startServers, type RunningServers, type StartOptions } from './startServers';

// Human lines go to stderr, leaving stdout to the JSON log lines that log tooling parses.
const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * What `npm start` needs on top of `startServers`: one ready line per server, a hint when the host is not built, and a
 * clean shutdown on SIGINT/SIGTERM. Rejects with PortInUseError (one-line message) when a port is taken.
 */
export async function serveUntilStopped(config: ServerConfig, options: StartOptions = {}): Promise<RunningServers> {
  const servers = await startServers(config, options);
  say(`Host ready at ${servers.host.url}`);
  say(`Store ready at ${servers.store.url}`);
  if (!existsSync(path.join(config.hostDist, 'index.html'))) {
    say(`Warning: ${config.hostDist} has no index.html; pages answer 503 until the host is built (npm run build).`);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": do not wait for open connections a second time.
    if (stopping) process.exit(1);
    stopping = true;
    say(`${signal} received, closing the servers`);
    servers.close().then(
      () => process.exit(0),
      (error: unknown) => {
        say(`Could not close the servers cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return servers;
}
