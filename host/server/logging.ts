import type { FastifyServerOptions } from 'fastify';

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

export function fastifyLoggerOptions(logger: LoggerOption = {}): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return { level: logger.level ?? 'info', timestamp: isoTime, ...(logger.stream ? { stream: logger.stream } : {}) };
}
