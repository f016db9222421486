import { startPostgres, type PostgresTestServer } from './startPostgres';

let started: Promise<PostgresTestServer> | undefined;
/** The databases the previous borrower made: dropped when the next one arrives, once its connections are surely closed. */
let lastBorrowersDatabases: string[] = [];

function server(): Promise<PostgresTestServer> {
  started ??= startPostgres({ outlivesCaller: true }).catch((error: unknown) => {
    // Not kept, so the next test file tries again.
    started = undefined;
    throw error;
  });
  return started;
}

/**
 * This jest worker's PostgreSQL server, lent to one test file (decision 0083): started on the first file that asks,
 * then lent to every later file of the same worker. Starting a cluster costs seconds on two cores, and a server per
 * file was 45 of them per CI run. Each file works in databases of its own, and the previous file's are dropped first,
 * so the server does not fill its disk. It stops with the worker process (`startPostgres`'s `outlivesCaller`).
 */
export async function workerPostgres(): Promise<PostgresTestServer> {
  const shared = await server();
  const previous = lastBorrowersDatabases;
  const mine: string[] = [];
  lastBorrowersDatabases = mine;
  for (const name of previous) await shared.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return {
    url: shared.url,
    query: shared.query,
    async createDatabase() {
      const url = await shared.createDatabase();
      mine.push(new URL(url).pathname.slice(1));
      return url;
    },
    // The server is the worker's, not the file's.
    close: async () => undefined,
  };
}
