/** What the lines printed call the stopping, by the verb that fits what stops. */
const DOING = { close: 'closing', stop: 'stopping' } as const;

export interface StopOnSignals {
  /** What stops, as the lines printed name it: `the servers`, `the catalog dev server`. */
  what: string;
  /** `close` for servers that let requests in flight finish first, `stop` for a dev server. */
  verb: keyof typeof DOING;
  stop: () => Promise<void>;
  /**
   * How long the stop may take before the process exits anyway (exit 1): a shutdown never hangs, and a port is free
   * again within this time whatever a close hook does.
   */
  deadlineMs: number;
  /** Where the lines go: stderr for the host server, whose stdout carries JSON log lines only. */
  print: (line: string) => void;
}

/**
 * The one clean shutdown of every long-running command (`npm start`, `npm run serve`, the dev servers, `mfp dev`): on
 * SIGINT or SIGTERM it stops, then exits 0 when everything stopped in time, else 1.
 */
export function stopOnSignals({ what, verb, stop, deadlineMs, print }: StopOnSignals): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches every process of the group, and npm and process runners pass it on again: one key press arrives
    // several times. One stop is enough; the deadline, not a second signal, bounds how long it takes.
    if (stopping) return;
    stopping = true;
    print(`${signal} received, ${DOING[verb]} ${what}`);
    setTimeout(() => {
      print(`${what.charAt(0).toUpperCase()}${what.slice(1)} did not ${verb} within ${deadlineMs} ms; exiting anyway`);
      process.exit(1);
    }, deadlineMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        print(`Could not ${verb} ${what} cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
