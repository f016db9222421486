import { afterAll, beforeAll } from '@jest/globals';
import { startPostgres, type PostgresTestServer } from '../postgres/startPostgres';

/** PostgreSQL's initdb and start take seconds on two busy cores; its stop as long, and a failed stop must not hide results. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * One real PostgreSQL server for the calling test file: started before its first test, stopped after its last. Each
 * test takes a database of its own (`createDatabase`), so tests never see each other's records. Call it at the top
 * level of a jest test file; the server is there from the first `beforeAll` that runs after it.
 */
export function postgresForThisFile(): PostgresTestServer {
  let server: PostgresTestServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, START_TIMEOUT_MS);
  afterAll(() => server?.close(), STOP_TIMEOUT_MS);
  const started = (): PostgresTestServer => {
    if (!server) throw new Error('postgresForThisFile: PostgreSQL is not started yet; use it in a test or a hook');
    return server;
  };
  return {
    url: (database) => started().url(database),
    createDatabase: () => started().createDatabase(),
    query: (text, values) => started().query(text, values),
    close: () => started().close(),
  };
}
