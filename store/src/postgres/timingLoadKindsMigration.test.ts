import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { TIMING_SLOTS } from '../aggregates/aggregateLimits';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';
import { createPostgresRecords } from './createPostgresRecords';
import { migrate, readMigrations } from './migrate';

const server = postgresForThisFile();

describe('migration 0006, load kinds (decision 0091)', () => {
  it('keeps the load times counted before it, as later loads, and merges new later ones into them', async () => {
    const url = await server.createDatabase();
    const client = new pg.Client(url);
    await client.connect();
    const histogram = Array.from({ length: TIMING_SLOTS }, (_, slot) => (slot === 2 ? 3 : 0));
    try {
      await migrate(client, readMigrations().slice(0, 5), 'db');
      await client.query(
        'INSERT INTO mfp_timing_histograms (bucket, remote, version, histogram) VALUES ($1, $2, $3, $4)',
        ['2026-11-25T10:00:00.000Z', 'catalog', '1.0.0', histogram],
      );
      await migrate(client, readMigrations(), 'db');
    } finally {
      await client.end();
    }
    const records = createPostgresRecords(url);
    try {
      const row = { remote: 'catalog', version: '1.0.0', bucket: '2026-11-25T10:00:00.000Z' };
      await records.aggregates.add({
        failures: [],
        mounts: [],
        rejections: [],
        timings: [
          { ...row, load: 'later', histogram },
          { ...row, load: 'first', histogram },
        ],
      });
      const { timings } = await records.aggregates.read(new Date('2026-11-25T00:00:00.000Z'));
      expect([...timings].sort((a, b) => a.load.localeCompare(b.load))).toEqual([
        { ...row, load: 'first', histogram },
        { ...row, load: 'later', histogram: histogram.map((count) => count * 2) },
      ]);
    } finally {
      await records.close();
    }
  });
});
