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
    cleanup: () => records.close(),
  };
});
