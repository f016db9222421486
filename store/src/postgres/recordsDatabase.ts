import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { migrate, readMigrations } from './migrate';
import { rethrowPostgresError } from './postgresError';
import { postgresDatabase, postgresLocation } from '../records/postgresLocation';

/**
 * The pool's bounds, per process. A deploy holds at most three connections at once (its remote's lock for the whole
 * deploy, the switch's transaction, a read); a host server reads one query at a time per request and listens on its
 * own connection (`watchRegistry`, outside the pool). Ten host servers and a few deploys stay far below PostgreSQL's
 * default `max_connections` of 100.
 */
const RECORDS_POOL = {
  max: 5,
  /** Waiting for a connection (a new one, or a free one of the pool) longer than this is an outage. */
  connectionTimeoutMillis: 5000,
  idleTimeoutMillis: 10_000,
  /** The server cancels any statement running longer: records queries take milliseconds. */
  statement_timeout: 15_000,
} as const;

/** The records' connection to PostgreSQL: a bounded pool, the schema migrated once, and the enclosing transaction. */
export interface RecordsDatabase {
  /** The URL without credentials. */
  readonly location: string;
  readonly url: string;
  /** Runs `text` in the enclosing `transaction`, or on any connection of the pool. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Runs `work` in one transaction: the enclosing one, or a new one committed when `work` resolves. */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Runs `work` on a connection of its own (migrated), released after; destroyed if `work` says it broke. */
  withClient<T>(work: (client: pg.PoolClient, broken: (error: Error) => void) => Promise<T>): Promise<T>;
  /** Rethrows a failure as the `StoreError` naming the setting when it is one. */
  fail(error: unknown): never;
  close(): Promise<void>;
}

/**
 * Runs each query a connection is asked for after the one before it on that connection: code in a transaction may ask
 * for several at once (`Promise.all`), and a connection runs one at a time. pg queues them itself, deprecated since
 * pg 8.
 */
function queriesInTurn() {
  const lastQueued = new WeakMap<pg.PoolClient, Promise<unknown>>();
  return <T>(client: pg.PoolClient, run: () => Promise<T>): Promise<T> => {
    const turn = (lastQueued.get(client) ?? Promise.resolve()).then(run, run);
    lastQueued.set(
      client,
      turn.catch(() => undefined),
    );
    return turn;
  };
}

/** Migrates once per process on first use; a failure (the server down) lets the next call try again. */
function migratedOnce(pool: pg.Pool, location: string, setting: string, fail: (error: unknown) => never) {
  let migrated: Promise<unknown> | undefined;
  return () =>
    (migrated ??= (async () => {
      const client = await pool.connect();
      try {
        await migrate(client, readMigrations(), location, setting);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      migrated = undefined;
      fail(error);
    }));
}

/** Runs `work` in a transaction of its own on `client`: committed when it resolves, rolled back when it throws. */
async function inNewTransaction<T>(client: pg.PoolClient, broken: (error: Error) => void, work: () => Promise<T>) {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: Error) => broken(rollback));
    throw error;
  }
}

/** `setting` names where `url` came from in messages: STORE_RECORDS_URL, or a command's option. */
export function recordsDatabase(url: string, setting = 'STORE_RECORDS_URL'): RecordsDatabase {
  const location = postgresLocation(url);
  const database = postgresDatabase(url);
  // Idle connections do not keep a command alive; `close` ends them at once.
  const pool = new pg.Pool({ connectionString: url, ...RECORDS_POOL, keepAlive: true, allowExitOnIdle: true });
  // An idle connection the server dropped: the next query gets a fresh one, so nothing to do but not crash.
  pool.on('error', () => {});
  const enclosing = new AsyncLocalStorage<pg.PoolClient>();
  const inTurn = queriesInTurn();
  const fail = (error: unknown): never => rethrowPostgresError(error, location, database, setting);
  const ready = migratedOnce(pool, location, setting, fail);

  async function withClient<T>(work: (client: pg.PoolClient, broken: (error: Error) => void) => Promise<T>) {
    await ready();
    let lost: Error | undefined;
    const client = await pool.connect().catch(fail);
    const onError = (error: Error) => (lost = error);
    client.on('error', onError);
    try {
      return await work(client, onError);
    } catch (error) {
      return fail(error);
    } finally {
      client.off('error', onError);
      client.release(lost);
    }
  }

  return {
    location,
    url,
    fail,
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const client = enclosing.getStore();
      if (client) return inTurn(client, () => client.query<R>(text, values)).catch(fail);
      await ready();
      return pool.query<R>(text, values).catch(fail);
    },
    transaction(work) {
      const client = enclosing.getStore();
      if (client) return work(client);
      return withClient((own, broken) => inNewTransaction(own, broken, () => enclosing.run(own, () => work(own))));
    },
    withClient,
    close: () => pool.end(),
  };
}
