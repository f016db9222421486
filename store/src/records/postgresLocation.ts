// Beside `recordsUrl`, which shows a STORE_RECORDS_URL this way, rather than in postgres/: the records' settings
// must not import the folder that implements the records in a database, which imports them.

/**
 * A PostgreSQL connection URL as messages and logs may show it: scheme, host, port and database, without the user,
 * the password or the query (which may hold `sslpassword`). `postgres://db.internal:5432/mfp`.
 */
export function postgresLocation(url: string): string {
  const parsed = new URL(url);
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  return `${parsed.protocol}//${parsed.hostname}${port}${parsed.pathname}`;
}

/** The database a connection URL names: its path, or the user's name as libpq defaults it. */
export function postgresDatabase(url: string): string {
  const parsed = new URL(url);
  return decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username) || 'postgres';
}
