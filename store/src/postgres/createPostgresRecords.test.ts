import {} from '@jest/globals';
import pg from 'pg';
import { describeReleaseRecordsContract } from '../testing/contract/describeReleaseRecordsContract';
import { createPostgresRecords } from './createPostgresRecords';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

/** Each test in a database of its own: advisory locks and the schema are per database. */
describeReleaseRecordsContract('postgres', async () => {
  const url = await server.createDatabase();
  const records = createPostgresRecords(url);
  return {
    records,
    async corruptReleases() {
      const client = new pg.Client(url);
      await client.connect();
      await client.query(`UPDATE mfp_releases SET record = jsonb_set(record, '{hashes}', '"none"')`);
      await client.end();
    },
    async abandonLeases() {
      // What a killed holder's session does: it ends, and its advisory locks with it.
      const client = new pg.Client(url);
      await client.connect();
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND pid <> pg_backend_pid()
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      await client.end();
    },
    cleanup: () => records.close(),
  };
});
