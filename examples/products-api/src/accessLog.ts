/** Where the API writes its JSON lines: stdout by default, a capturing function in tests, nothing with `false`. */
export type ProductsApiLog = ((line: string) => void) | false;

export interface AccessLine {
  method: string;
  /** The request's target, cut to 300 characters: a log line stays one short line whatever the client sends. */
  path: string;
  status: number;
  ms: number;
  /** Set when the API itself failed: a bug, the cause for whoever reads the log. */
  error?: string;
}

const stdoutLine = (line: string) => process.stdout.write(`${line}\n`);

/** One JSON line per answered request, in the shape every log line of the platform has: `at`, then the fields. */
export function accessLogger(log: ProductsApiLog | undefined): (line: AccessLine) => void {
  if (log === false) return () => {};
  const write = log ?? stdoutLine;
  return ({ method, path, status, ms, error }) =>
    write(
      JSON.stringify({
        at: new Date().toISOString(),
        service: 'products-api',
        event: 'request',
        method,
        path: path.slice(0, 300),
        status,
        ms,
        ...(error === undefined ? {} : { error: error.slice(0, 500) }),
      }),
    );
}
