import { StoreLockError } from '../records/withStoreLock';
import { StoreError } from '../StoreError';

/** Network failures Node reports by code: the server is not there, or not reachable from here. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);

/** SQLSTATEs of a server that is shutting down, starting up, or cut the connection (class 08). */
const GONE_STATES = new Set(['57P01', '57P02', '57P03']);

const fieldOf = (error: unknown, field: 'code' | 'message'): string | undefined => {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
};

/** pg's own messages for a connection that timed out or ended under a query. */
const isConnectionLoss = (message: string) =>
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|not queryable|Connection ended/i.test(
    message,
  );

/**
 * The `StoreError` a failure of the records database is, one line naming `setting` (the URL's source) and the fix, or undefined
 * when it is not one the platform team fixes by configuration (a bug, a constraint): those go up as they are.
 * `location` is the URL without credentials; pg's messages never carry the password.
 */
export function postgresStoreError(
  error: unknown,
  location: string,
  database: string,
  setting = 'STORE_RECORDS_URL',
): StoreError | undefined {
  if (error instanceof StoreError) return error;
  // A lock's own verdict (busy, lost) already says what happened, whatever its cause's message reads.
  if (error instanceof StoreLockError) return undefined;
  const code = fieldOf(error, 'code') ?? '';
  const message = fieldOf(error, 'message') ?? String(error);
  const options = { cause: error };
  if (code === '28P01' || code === '28000')
    return new StoreError(
      'records-denied',
      `PostgreSQL at ${location} refused the credentials in ${setting} (${message}): fix the user or password there.`,
      options,
    );
  if (code === '3D000')
    return new StoreError(
      'records-missing',
      `PostgreSQL at ${location} has no database "${database}" (${message}): create it, or fix the database ` +
        `name in ${setting}.`,
      options,
    );
  if (code === '57014')
    return new StoreError(
      'records-unreachable',
      `PostgreSQL at ${location} did not answer in time (${message}): check the server's load, or that ` +
        `${setting} names the right server.`,
      options,
    );
  if (UNREACHABLE_CODES.has(code) || GONE_STATES.has(code) || code.startsWith('08') || isConnectionLoss(message))
    return new StoreError(
      'records-unreachable',
      `PostgreSQL at ${location} is unreachable (${code || message}): start the server, or fix the host and port ` +
        `in ${setting}.`,
      options,
    );
  return undefined;
}

/** Rethrows a failure of the records database as its `StoreError` when it is one, as it is otherwise. */
export function rethrowPostgresError(error: unknown, location: string, database: string, setting?: string): never {
  throw postgresStoreError(error, location, database, setting) ?? error;
}
