import { createServer, type AddressInfo } from 'node:net';
import { createPostgresRecords } from '@mfp/store/postgres';
import { createAggregator } from './aggregator';

/** A loopback port nothing listens on: a database that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the aggregator with its database down', () => {
  it('answers nothing late, loses the batch, and says how much in one line that names the setting, not the password', async () => {
    const records = createPostgresRecords(`postgres://mfp:s3cret-pw@127.0.0.1:${await closedPort()}/mfp`);
    const lines: Record<string, unknown>[] = [];
    const errors: string[] = [];
    const aggregator = createAggregator({
      records: records.aggregates,
      log: { warn: (record: Record<string, unknown>) => void lines.push(record) },
      onStoreError: (operation) => errors.push(operation),
    });
    for (let index = 0; index < 3; index++)
      aggregator.countFailure({ remote: 'catalog', version: '1.1.0', kind: 'timeout', code: 'MFP-205', digest: '7' });
    aggregator.countTiming('catalog', '1.1.0', 'later', 800);
    await aggregator.close();
    await records.close();
    expect(lines).toEqual([
      expect.objectContaining({ event: 'aggregates-lost', failureReports: 3, loadTimes: 1, recovered: false }),
    ]);
    expect(String(lines[0]!.error)).toMatch(/records-unreachable: .*STORE_RECORDS_URL/);
    expect(JSON.stringify(lines)).not.toContain('s3cret-pw');
    expect(errors).toContain('add');
  });
});
