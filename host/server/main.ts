/**
 * Entry point of the host server process: `tsx host/server/main.ts`. Scripts and tests that need the servers in-process
 * import `startServers` from `./index` instead; importing this file starts servers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ServerConfigError, loadServerConfig } from './config';
import { PortInUseError, startServers } from './startServers';

// Human lines go to stderr, leaving stdout to the JSON log lines that log tooling parses.
const say = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadServerConfig();
  const servers = await startServers(config);
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
}

main().catch((error: unknown) => {
  // Configuration and port problems already explain themselves in one line; anything else needs its stack.
  if (error instanceof ServerConfigError || error instanceof PortInUseError) say(error.message);
  else say(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
