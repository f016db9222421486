import type { IncomingHttpHeaders } from 'node:http';

/**
 * The request header a caller may set to find the log line its request caused (a correlation id, as proxies and
 * tracing tools send). The browser tests set one per test, so each reads only its own lines of the shared server log.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may be: short, and only characters that need no escaping in a log line or a log query. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id, or null when it sent none, or one that is not a well-formed id (longer than 64 characters, or
 * holding other characters than letters, digits, `.`, `_` and `-`): an odd value is ignored, never logged.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[REQUEST_ID_HEADER];
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : null;
}
