import { afterAll, beforeAll } from '@jest/globals';
import { startPostgres, type PostgresTestServer } from '../postgres/startPostgres';
import { WORKER_POSTGRES } from '../postgres/workerPostgresKey';

/** PostgreSQL's initdb and start take seconds on two busy cores; its stop as long, and a failed stop must not hide results. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

/** What `PostgresTestEnvironment` puts on the file's global: the worker's server, lent to this file. */
type LendPostgres = () => Promise<PostgresTestServer>;

/** The worker's server when jest runs the file in `PostgresTestEnvironment` (the node projects); else one of its own. */
function borrowOrStart(): Promise<PostgresTestServer> {
  const lend = (globalThis as Record<string, unknown>)[WORKER_POSTGRES] as LendPostgres | undefined;
  return lend ? lend() : startPostgres();
}

/**
 * A real PostgreSQL server for the calling test file: the jest worker's, lent for the file (decision 0083), or one
 * started for it and stopped after its last test. Each test takes a database of its own (`createDatabase`), so tests
 * never see each other's records. Call it at the top level of a jest test file; the server is there from the first
 * `beforeAll` that runs after it. A test must not stop the server: other files use it after this one.
 */
export function postgresForThisFile(): PostgresTestServer {
  let server: PostgresTestServer | undefined;
  beforeAll(async () => {
    server = await borrowOrStart();
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
