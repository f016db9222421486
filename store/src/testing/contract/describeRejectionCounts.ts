import { expect, it } from '@jest/globals';
import type { AggregateBatch, AggregateRecords, RejectionCount } from '../../aggregates/AggregateRecords';
import { UNKNOWN_REMOTE } from '../../aggregates/aggregateLimits';

/** The contract's instance for one test (`AggregateRecordsUnderTest`, without importing it back). */
interface UnderTest {
  aggregates: AggregateRecords;
  another(): AggregateRecords;
}

/** The contract suite's helpers, shared so both files build batches and compare them alike. */
export interface ContractHelpers {
  at(hour: number, minute?: number): string;
  batch(extra: Partial<AggregateBatch>): AggregateBatch;
  sorted(batch: AggregateBatch): AggregateBatch;
}

/**
 * The part of `describeAggregateRecordsContract` about rejected samples (decision 0090), in a file of its own so
 * the suite stays readable: run inside its `describe`, over the same instance (`current`, fresh per test).
 */
export function describeRejectionCounts(current: () => UnderTest, { at, batch, sorted }: ContractHelpers): void {
  const rejection = (extra: Partial<RejectionCount> = {}): RejectionCount => ({
    remote: 'catalog',
    version: '1.1.0',
    sample: 'mount',
    reason: 'no-token',
    bucket: at(10),
    count: 1,
    ...extra,
  });
  const since = new Date(at(0));

  it('counts rejected samples per bucket, remote, version, sample and reason: summed within a key and across writers', async () => {
    const { aggregates, another } = current();
    const apart = [
      rejection({ bucket: at(10, 10) }),
      rejection({ remote: 'cart' }),
      rejection({ version: '' }),
      rejection({ remote: '', version: '', sample: 'failure' }),
      rejection({ remote: UNKNOWN_REMOTE, version: '' }),
      rejection({ sample: 'timing' }),
      rejection({ reason: 'expired' }),
      rejection({ reason: 'over-limit', count: 159 }),
    ];
    await aggregates.add(batch({ rejections: [rejection({ count: 3 }), rejection({ count: 2 }), ...apart] }));
    await another().add(batch({ rejections: [rejection({ count: 5 })] }));
    expect(sorted(await aggregates.read(since))).toEqual(
      sorted(batch({ rejections: [rejection({ count: 10 }), ...apart] })),
    );
  });

  it('reads the rejected samples since a time, and forgets those a prune names', async () => {
    const { aggregates } = current();
    await aggregates.add(batch({ rejections: [rejection({ bucket: at(8) }), rejection()] }));
    expect(await aggregates.read(new Date(at(9)))).toEqual(batch({ rejections: [rejection()] }));
    await aggregates.prune(new Date(at(9)));
    expect(await aggregates.read(since)).toEqual(batch({ rejections: [rejection()] }));
  });

  it('refuses a sample or reason outside its set, or a negative count, storing nothing of the batch', async () => {
    const { aggregates } = current();
    const wrong = [
      { ...rejection(), sample: 'page' },
      { ...rejection(), reason: 'made-up' },
      rejection({ count: -1 }),
    ] as RejectionCount[];
    for (const row of wrong) await expect(aggregates.add(batch({ rejections: [rejection(), row] }))).rejects.toThrow();
    expect(await aggregates.read(since)).toEqual(batch({}));
  });

  it('loses no rejected sample of concurrent additions', async () => {
    const { aggregates, another } = current();
    const other = another();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? other : aggregates).add(batch({ rejections: [rejection({ count: 2 })] })),
      ),
    );
    expect((await aggregates.read(since)).rejections).toEqual([rejection({ count: 20 })]);
  });
}
