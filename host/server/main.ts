/**
 * Entry point of the host server process: `tsx host/server/main.ts` serves an already built host and store together.
 * `npm start` (scripts/start.ts) builds first and then does the same through `serveUntilStopped`; `npm run serve` and
 * `npm run serve:store` (scripts/serve.ts, scripts/serveStore.ts) start one of the two. Importing this file starts
 * servers.
 */
import { StoreError } from '@mfp/store';
import { loadServerConfig } from './config/config';
import { SettingsError } from '@mfp/settings';
import { serveUntilStopped } from './process/serveUntilStopped';
import { PortInUseError } from './process/startServers';

// Inside the promise chain, so a bad setting takes the same one-line exit as a taken port.
Promise.resolve()
  .then(() => serveUntilStopped(loadServerConfig()))
  .catch((error: unknown) => {
    // Configuration, port and store problems explain themselves in one line; anything else needs its stack.
    const oneLine = error instanceof SettingsError || error instanceof PortInUseError || error instanceof StoreError;
    const text = error instanceof Error ? (oneLine ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  });
