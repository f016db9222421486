import {} from '@jest/globals';
import pg from 'pg';
import { describeControlRecordsContract } from '../testing/contract/describeControlRecordsContract';
import { createPostgresRecords } from './createPostgresRecords';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

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
