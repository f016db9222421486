import type { Readable } from 'node:stream';

const DEVTOOLS_LINE = /DevTools listening on (ws:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;

export interface DevToolsWait {
  /** Chromium's stderr, where it prints the line. */
  stderr: Readable;
  /** Settles when the process has exited or could not be started. */
  exited: Promise<void>;
  /** Why the process ended, once `exited` has settled: `could not be started (…)` or `exited with …`. */
  exitReason: () => string;
  /** The browser binary, for the error. */
  executable: string;
}

/**
 * The DevTools WebSocket URL a Chromium started with `--remote-debugging-port` prints on its stderr. Rejects, with the
 * end of what it printed, when it ends first or does not print it within START_TIMEOUT_MS.
 */
export function devToolsEndpoint({ stderr, exited, exitReason, executable }: DevToolsWait): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4096);
      const match = DEVTOOLS_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new Error(
          `Chromium (${executable}) ${exitReason()} before it listened (the browser is CHROMIUM_PATH, else /usr/bin/chromium). ${output.trim()}`,
        ),
      );
    });
  });
}
