import { CLOSE_DEADLINE_MS } from './listenServer';

// Human lines go to stderr, leaving stdout to the JSON log lines that log tooling parses.
export const say = (line: string) => process.stderr.write(`${line}\n`);

/**
 * If closing has not finished by then (a close hook stuck, say), the process exits anyway: a stop signal frees every
 * port within 2 s whatever happens.
 */
const EXIT_DEADLINE_MS = CLOSE_DEADLINE_MS + 400;

/**
 * A clean shutdown on SIGINT/SIGTERM: no new connections, requests in flight finish (cut after CLOSE_DEADLINE_MS),
 * then the process exits, 0 when everything closed in time.
 */
export function stopOnSignals(close: () => Promise<void>): void {
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
    close().then(
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
