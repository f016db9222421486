import { LogController, type FastifyServerOptions } from 'fastify';

/** Where JSON log lines go; defaults to stdout. Tests pass a stream that collects the lines. */
export interface LogStream {
  write(line: string): void;
}

/** `false` silences the server; otherwise JSON lines (pino) at `level`, `info` unless told. */
export type LoggerOption = false | { stream?: LogStream; level?: string };

/**
 * pino's timestamp hook must return the `,"time":...` fragment itself. An ISO string rather than epoch milliseconds:
 * the platform team reads these lines by eye and greps them by date, and every line (reports included) gets the same
 * `time` field, so no record carries two of them.
 */
const isoTime = (): string => `,"time":"${new Date().toISOString()}"`;

/**
 * Characters that JSON leaves as they are but that some tools take for line breaks (JavaScript's line terminators,
 * Python's `splitlines`, some editors and log viewers): a report could use them to make one line look like two and
 * forge the second. Outside strings a JSON line has none of them, so replacing each by its `\u` escape, wherever it
 * is, keeps the line valid JSON with the same value.
 */
const LINE_BREAKING = /[\u0085\u2028\u2029]/g;
const escapeLineBreaking = (line: string): string =>
  line.replace(LINE_BREAKING, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

function fastifyLoggerOptions(logger: LoggerOption = {}): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return {
    level: logger.level ?? 'info',
    timestamp: isoTime,
    hooks: { streamWrite: escapeLineBreaking },
    // A deploy token or an admin session never reaches a log line, whatever a future line logs of a request
    // (decisions 0035, 0044).
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        'request.headers.authorization',
        'req.headers.cookie',
        'headers.cookie',
        'request.headers.cookie',
      ],
      censor: '[redacted]',
    },
    ...(logger.stream ? { stream: logger.stream } : {}),
  };
}

/**
 * No line per request: neither fastify's "incoming request" / "request completed" nor its "server is closing" line
 * for each request answered 503 during a shutdown. Any client could otherwise grow the log at will, from as many
 * addresses as it has. Lines for failures of the server itself (a serializer or stream error) stay.
 */
class NoRequestLines extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override serviceUnavailable(): void {}
}

/**
 * The logging settings of both servers. What a line is written for is bounded: accepted failure reports within their
 * budget, a summary a minute of refused ones (reportIntake.ts), server errors, start-up. Access logs, where wanted,
 * belong to the proxy in front.
 */
export function serverLogging(logger?: LoggerOption): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: fastifyLoggerOptions(logger), logController: new NoRequestLines() };
}
