import {} from '@jest/globals';
import { describeAggregateRecordsContract } from '../testing/contract/describeAggregateRecordsContract';
import { createPostgresRecords } from './createPostgresRecords';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

/** Each test in a database of its own; `another` is a second server's pool on the same database. */
describeAggregateRecordsContract('postgres', async () => {
  const url = await server.createDatabase();
  const records = createPostgresRecords(url);
  const others: ReturnType<typeof createPostgresRecords>[] = [];
  return {
    aggregates: records.aggregates,
    another() {
      const other = createPostgresRecords(url);
      others.push(other);
      return other.aggregates;
    },
    cleanup: async () => {
      await Promise.all([records, ...others].map((opened) => opened.close()));
    },
  };
});
