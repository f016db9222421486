import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config/config';
import { CLOSE_DEADLINE_MS, startServers, type RunningServers, type StartOptions } from './startServers';

// Human lines go to stderr, leaving stdout to the JSON log lines that log tooling parses.
const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * If closing has not finished by then (a close hook stuck, say), the process exits anyway: a stop signal frees both
 * ports within 2 s whatever happens.
 */
const EXIT_DEADLINE_MS = CLOSE_DEADLINE_MS + 400;

/**
 * What `npm start` needs on top of `startServers`: one ready line per server, a hint when the host is not built, and a
 * clean shutdown on SIGINT/SIGTERM: no new connections, requests in flight finish (cut after CLOSE_DEADLINE_MS), then
 * the process exits, 0 when everything closed in time. Rejects with PortInUseError (one-line message) when a port is
 * taken.
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
    // Ctrl-C in a terminal reaches this process twice, from the terminal and forwarded by npm: one stop is enough,
    // and the deadlines below already bound how long it takes.
    if (stopping) return;
    stopping = true;
    say(`${signal} received, closing the servers`);
    setTimeout(() => {
      say(`The servers did not close within ${EXIT_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
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
