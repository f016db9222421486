import pg from 'pg';
import type { RecordsDatabase } from './recordsDatabase';
import type { Lease } from '../records/Lease';
import { leaseName } from '../records/leaseName';

/**
 * The lease `name` in PostgreSQL: a session-level advisory lock on a connection of its own, outside the pool (which it
 * would take a place of for as long as it is held). Undefined at once when another session holds it. The lease ends
 * with its connection: a holder that dies, or whose connection drops, lets go, and the next process to ask takes it.
 */
export async function tryPostgresLease(db: RecordsDatabase, name: string): Promise<Lease | undefined> {
  const key = `mfp:lease:${leaseName(name)}`;
  const client = new pg.Client({ connectionString: db.url, keepAlive: true, connectionTimeoutMillis: 5000 });
  let held = false;
  const lost = () => (held = false);
  client.on('error', lost);
  client.on('end', lost);
  const close = () => client.end().catch(() => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [key],
    );
    held = rows[0]?.locked === true;
  } catch (error) {
    await close();
    return db.fail(error);
  }
  if (!held) {
    await close();
    return undefined;
  }
  return {
    held: () => held,
    async release() {
      held = false;
      // Closing the session lets go of its advisory locks.
      await close();
    },
  };
}
