import { afterAll, beforeAll } from '@jest/globals';
import pg from 'pg';
import { describeControlRecordsContract } from '../testing/contract/describeControlRecordsContract';
import { startPostgres, type PostgresTestServer } from '../testing/postgres/startPostgres';
import { createPostgresRecords } from './createPostgresRecords';

let server: PostgresTestServer;
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(() => server.close(), 30_000);

async function run(url: string, statement: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Each test in a database of its own, as the release records' contract runs. */
describeControlRecordsContract('postgres', async () => {
  const url = await server.createDatabase();
  const records = createPostgresRecords(url);
  return {
    control: records.control,
    corruptTokens: () => run(url, `UPDATE mfp_tokens SET record = jsonb_set(record, '{hash}', '"plain"')`),
    corruptAudit: () => run(url, `UPDATE mfp_audit SET entry = jsonb_set(entry, '{action}', '"nap"')`),
    cleanup: () => records.close(),
  };
});
