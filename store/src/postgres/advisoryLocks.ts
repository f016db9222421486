import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { assertRemote } from '../folder/folderLayout';
import { StoreLockError, type LockOptions } from '../records/withStoreLock';
import type { RecordsDatabase } from './recordsDatabase';

/** The same bounds as the folder's locks (`withStoreLock`): a switch takes seconds, a deploy minutes. */
const STORE_WAIT_MS = 30_000;
const REMOTE_WAIT_MS = 5 * 60_000;
const POLL_MS = { min: 20, max: 80 } as const;

const STORE_LOCK = 'mfp:records';
const remoteLock = (remote: string) => `mfp:remote:${remote}`;

/** Locks held by the work this call runs inside, as in `withStoreLock`: asking again would wait for itself. */
const heldByCaller = new AsyncLocalStorage<ReadonlySet<string>>();
const held = () => heldByCaller.getStore() ?? new Set<string>();
const holding = <T>(name: string, work: () => Promise<T> | T) => heldByCaller.run(new Set([...held(), name]), work);

const pause = () =>
  new Promise((resolve) => setTimeout(resolve, POLL_MS.min + Math.random() * (POLL_MS.max - POLL_MS.min)));

/**
 * Takes advisory lock `name` with `tryFunction` (transaction- or session-scoped), polling until `waitMs` runs out,
 * with the folder lock's messages. A holder that dies lets go when its connection closes: there is no stale lock.
 */
async function acquire(
  client: pg.ClientBase,
  tryFunction: 'pg_try_advisory_xact_lock' | 'pg_try_advisory_lock',
  name: string,
  what: string,
  waitMs: number,
  print: LockOptions['print'],
) {
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT ${tryFunction}(hashtextextended($1, 0)) AS locked`,
      [name],
    );
    if (rows[0]?.locked) return;
    if (Date.now() >= deadline)
      throw new StoreLockError(
        'busy',
        `${what} is still held by another process after ${waitMs / 1000} s (advisory lock ${name}). Let that ` +
          `process finish, then retry. A lock of a killed process is let go as soon as its connection closes.`,
      );
    if (attempt === 0) print?.(`waiting for ${what}, which another process holds (advisory lock ${name})`);
    await pause();
  }
}

/**
 * Runs `work` holding `remote`'s lock (advisory lock `name`, `what` in messages) session-scoped on `client`, a
 * connection of its own: losing the connection meanwhile fails the work (`lost`), and the lock is let go before the
 * connection goes back to the pool.
 */
async function holdingRemoteLock<T>(
  client: pg.ClientBase,
  broken: (error: Error) => void,
  { remote, name, what }: { remote: string; name: string; what: string },
  work: () => Promise<T> | T,
  options: LockOptions,
): Promise<T> {
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
    broken(error);
  };
  client.on('error', onError);
  try {
    await acquire(client, 'pg_try_advisory_lock', name, what, options.waitMs ?? REMOTE_WAIT_MS, options.print);
  } catch (error) {
    client.off('error', onError);
    throw error;
  }
  try {
    const result = await holding(name, work);
    if (lost)
      throw new StoreLockError(
        'lost',
        `${what} was lost while this process held it (${lost.message}): its connection to PostgreSQL ` +
          `closed, so another process may have worked on ${remote} meanwhile. Check the releases, then retry.`,
        { cause: lost },
      );
    return result;
  } finally {
    client.off('error', onError);
    // A connection back in the pool must hold no lock; one that cannot say so is destroyed instead.
    if (!lost)
      await client
        .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name])
        .catch((error: Error) => broken(error));
  }
}

/**
 * The records' locks as PostgreSQL advisory locks, seen by every process on every machine using the same database.
 * The store lock is transaction-scoped: `withLock` runs its work in one transaction (the records' reads and writes
 * join it), so a switch commits whole or not at all and the lock goes with the commit. The remote lock is
 * session-scoped on a connection of its own, held across a whole deploy; losing that connection fails the work.
 */
export function advisoryLocks(db: RecordsDatabase) {
  const storeWhat = `the lock of the records at ${db.location}`;
  return {
    withLock<T>(work: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
      if (held().has(STORE_LOCK))
        throw new StoreLockError('nested', `${storeWhat} is already held by the work this runs in: take it once`);
      return db.transaction(async (client) => {
        await acquire(
          client,
          'pg_try_advisory_xact_lock',
          STORE_LOCK,
          storeWhat,
          options.waitMs ?? STORE_WAIT_MS,
          options.print,
        );
        return holding(STORE_LOCK, work);
      });
    },
    async withRemoteLock<T>(remote: string, work: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
      assertRemote(remote);
      const name = remoteLock(remote);
      const what = `the lock of remote ${remote} in the records at ${db.location}`;
      if (held().has(STORE_LOCK))
        throw new StoreLockError('out-of-order', `${what} was asked for inside the records' lock: take it first`);
      if (held().has(name))
        throw new StoreLockError('nested', `${what} is already held by the work this runs in: take it once`);
      return db.withClient((client, broken) =>
        holdingRemoteLock(client, broken, { remote, name, what }, work, options),
      );
    },
  };
}
