import { describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { recordsDatabase } from './recordsDatabase';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

describe('recordsDatabase', () => {
  it('runs the queries a transaction asks for at once one after the other on its connection', async () => {
    const db = recordsDatabase(await server.createDatabase());
    // pg queues a query asked for while another runs, which pg 9 refuses: count how many overlap on one connection.
    const running = new Map<pg.Client, number>();
    let mostAtOnce = 0;
    const query = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const result = (query as (...all: unknown[]) => unknown).apply(this, args);
      if (!(result instanceof Promise)) return result;
      const now = (running.get(this) ?? 0) + 1;
      running.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
      return result;
    } as typeof query);
    try {
      const [slow, fast, backends] = await db.transaction(() =>
        Promise.all([
          db.query<{ value: number }>('SELECT 1 AS value FROM pg_sleep(0.05)'),
          db.query<{ value: number }>('SELECT 2 AS value'),
          db.query<{ backends: string }>('SELECT count(DISTINCT pg_backend_pid())::text AS backends'),
        ]),
      );
      expect([slow.rows[0]?.value, fast.rows[0]?.value, backends.rows[0]?.backends]).toEqual([1, 2, '1']);
      expect(mostAtOnce).toBe(1);
    } finally {
      spy.mockRestore();
      await db.close();
    }
  });

  it('runs a query queued after one that failed, and gives each caller its own answer', async () => {
    const db = recordsDatabase(await server.createDatabase());
    try {
      const [first, second] = await db.transaction(() =>
        Promise.allSettled([db.query('SELECT * FROM no_such_table'), db.query('SELECT 3 AS value')]),
      );
      expect(first.status === 'rejected' && String(first.reason)).toMatch(/no_such_table/);
      // It ran, after the failure: PostgreSQL refuses every statement of a transaction that failed.
      expect(second.status === 'rejected' && String(second.reason)).toMatch(/current transaction is aborted/);
    } finally {
      await db.close();
    }
  });
});
