import { expect, it } from '@jest/globals';
import type { AggregateBatch, AggregateRecords, TimingCount } from '../../aggregates/AggregateRecords';
import { TIMING_SLOTS } from '../../aggregates/aggregateLimits';

const BUCKET = new Date(Date.UTC(2026, 10, 25, 10)).toISOString();
const SINCE = new Date(Date.UTC(2026, 10, 25));

const histogram = (slot: number, count: number) => {
  const slots = new Array<number>(TIMING_SLOTS).fill(0);
  slots[slot] = count;
  return slots;
};

const timing = (extra: Partial<TimingCount> = {}): TimingCount => ({
  remote: 'catalog',
  version: '1.1.0',
  load: 'first',
  bucket: BUCKET,
  histogram: histogram(3, 1),
  ...extra,
});

const timings = (rows: TimingCount[]): AggregateBatch => ({ failures: [], timings: rows, mounts: [], rejections: [] });

const byLoad = (rows: readonly TimingCount[]) => [...rows].sort((a, b) => a.load.localeCompare(b.load));

/**
 * The contract's cases about load kinds (decision 0091), run inside `describeAggregateRecordsContract` on its subject:
 * one histogram per remote, version, bucket and load kind, and rows from before kinds were told apart read as later.
 */
export function describeTimingLoadKinds(subject: () => { aggregates: AggregateRecords }): void {
  it('keeps one histogram per load kind: first and later loads of a release in a bucket are never summed', async () => {
    const { aggregates } = subject();
    await aggregates.add(timings([timing(), timing({ load: 'later', histogram: histogram(1, 5) })]));
    await aggregates.add(timings([timing({ histogram: histogram(3, 2) })]));
    const read = await aggregates.read(SINCE);
    expect(byLoad(read.timings)).toEqual([
      timing({ histogram: histogram(3, 3) }),
      timing({ load: 'later', histogram: histogram(1, 5) }),
    ]);
  });

  it('reads a timing row written without a load kind (before decision 0091) as a later load', async () => {
    const { aggregates } = subject();
    const { load: _untold, ...old } = timing({ histogram: histogram(2, 4) });
    await aggregates.add(timings([old as TimingCount, timing({ load: 'later', histogram: histogram(2, 1) })]));
    const read = await aggregates.read(SINCE);
    expect(read.timings).toEqual([timing({ load: 'later', histogram: histogram(2, 5) })]);
  });

  it('refuses a load kind it does not know, storing nothing of the batch', async () => {
    const { aggregates } = subject();
    await expect(aggregates.add(timings([timing({ load: 'warm' as TimingCount['load'] })]))).rejects.toThrow();
    expect((await aggregates.read(SINCE)).timings).toEqual([]);
  });
}
