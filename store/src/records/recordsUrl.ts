import path from 'node:path';
import { SettingsError } from '@mfp/settings';
import { postgresLocation } from './postgresLocation';

/**
 * Where the records live (STORE_RECORDS_URL): a local folder, or a PostgreSQL database. `url` is passed to pg as it is
 * (TLS parameters included) and may hold a password; `location` is the same without credentials, for messages.
 */
export type RecordsUrl = { kind: 'folder'; dir: string } | { kind: 'postgres'; url: string; location: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const POSTGRES_SCHEMES = new Set(['postgres', 'postgresql']);

/** The URL with its password masked: a setting's raw value may reach a terminal, never its secret. */
const masked = (raw: string) => raw.replace(/^([^:]+:\/\/[^:@/]*):[^@/]*@/, '$1:***@');

/** The folder's path, or the database's URL without credentials: for messages and logs. */
export const describeRecordsUrl = (url: RecordsUrl) => (url.kind === 'folder' ? url.dir : url.location);

/**
 * Reads STORE_RECORDS_URL: `postgres://` or `postgresql://` with a host (what libpq accepts, parameters in the query),
 * or a folder path, relative ones from the current directory. Any other scheme is refused rather than taken for a
 * folder. Throws a `SettingsError` naming `name`, with the password masked.
 */
export function parseRecordsUrl(raw: string, name = 'STORE_RECORDS_URL'): RecordsUrl {
  const scheme = SCHEME.exec(raw)?.[1];
  if (scheme === undefined) return { kind: 'folder', dir: path.resolve(raw) };
  const fix = `Set ${name} to postgres://<user>:<password>@<host>:<port>/<database> or to a folder, or unset it.`;
  const refuse = (why: string) => new SettingsError(`${name}="${masked(raw)}" ${why}. ${fix}`);
  if (!POSTGRES_SCHEMES.has(scheme.toLowerCase()))
    throw refuse(`has the scheme "${scheme}:", and only postgres://, postgresql:// or a folder is known`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('is not a valid URL (a password with @, : or / must be percent-encoded)');
  }
  // libpq reads a Unix socket's folder from `?host=`, with no host before the path.
  if (url.hostname === '' && !url.searchParams.has('host')) throw refuse('names no host (nor `?host=` for a socket)');
  if (url.pathname.length > 1 && url.pathname.slice(1).includes('/'))
    throw refuse('names a database with "/" in it; the path is the database name alone');
  return { kind: 'postgres', url: raw, location: postgresLocation(raw) };
}
