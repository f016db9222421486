import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type {
  AggregateBatch,
  AggregateRecords,
  FailureCount,
  MountCount,
  TimingCount,
} from '../../aggregates/AggregateRecords';
import { TIMING_SLOTS, UNKNOWN_REMOTE } from '../../aggregates/aggregateLimits';
import { describeTimingLoadKinds } from './describeTimingLoadKinds';
import { describeRejectionCounts } from './describeRejectionCounts';

/** A fresh, empty instance for one test, a second writer on the same records (another host server), and cleanup. */
export interface AggregateRecordsUnderTest {
  aggregates: AggregateRecords;
  /** Another server's view of the same records: what it adds, `aggregates` reads, and the other way round. */
  another(): AggregateRecords;
  cleanup(): Promise<void>;
}

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 25, hour, minute)).toISOString();

const failure = (extra: Partial<FailureCount> = {}): FailureCount => ({
  remote: 'catalog',
  version: '1.1.0',
  kind: 'render-failed',
  code: 'MFP-401',
  digest: '123456789012',
  bucket: at(10),
  count: 1,
  firstSeen: at(10, 2),
  lastSeen: at(10, 2),
  ...extra,
});

const histogram = (...filled: [slot: number, count: number][]) => {
  const slots = new Array<number>(TIMING_SLOTS).fill(0);
  for (const [slot, count] of filled) slots[slot] = count;
  return slots;
};

const timing = (extra: Partial<TimingCount> = {}): TimingCount => ({
  remote: 'catalog',
  version: '1.1.0',
  load: 'later',
  bucket: at(10),
  histogram: histogram([3, 2]),
  ...extra,
});

const mount = (extra: Partial<MountCount> = {}): MountCount => ({
  remote: 'catalog',
  version: '1.1.0',
  bucket: at(10),
  count: 1,
  ...extra,
});

const batch = (extra: Partial<AggregateBatch>): AggregateBatch => ({
  failures: [],
  timings: [],
  mounts: [],
  rejections: [],
  ...extra,
});

const EMPTY: AggregateBatch = batch({});

const inOrder = <T>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Rows in a stable order, so implementations that answer in another order compare equal. */
const sorted = ({ failures, timings, mounts, rejections }: AggregateBatch): AggregateBatch => ({
  failures: inOrder(failures),
  timings: inOrder(timings),
  mounts: inOrder(mounts),
  rejections: inOrder(rejections),
});

/**
 * What every implementation of `AggregateRecords` must do, run over `make` (called once per test, its `cleanup`
 * after): the folder and the PostgreSQL implementations call it unchanged.
 */
export function describeAggregateRecordsContract(name: string, make: () => Promise<AggregateRecordsUnderTest>): void {
  describe(`AggregateRecords contract: ${name}`, () => {
    let subject: AggregateRecordsUnderTest;
    let aggregates: AggregateRecords;
    const since = new Date(at(0));

    beforeEach(async () => {
      subject = await make();
      aggregates = subject.aggregates;
    });
    afterEach(() => subject.cleanup());

    it('starts with no counts', async () => {
      expect(await aggregates.read(since)).toEqual(EMPTY);
    });

    it('adds counts to the row of their key: summed, first seen the earliest, last seen the latest', async () => {
      await aggregates.add(batch({ failures: [failure()], timings: [timing()] }));
      await aggregates.add(
        batch({
          failures: [
            failure({ count: 2, firstSeen: at(10, 1), lastSeen: at(10, 5) }),
            failure({ digest: '42', count: 1, firstSeen: at(10, 3), lastSeen: at(10, 3) }),
          ],
          timings: [timing({ histogram: histogram([3, 1], [TIMING_SLOTS - 1, 4]) })],
        }),
      );
      expect(sorted(await aggregates.read(since))).toEqual(
        sorted(
          batch({
            failures: [
              failure({ count: 3, firstSeen: at(10, 1), lastSeen: at(10, 5) }),
              failure({ digest: '42', count: 1, firstSeen: at(10, 3), lastSeen: at(10, 3) }),
            ],
            timings: [timing({ histogram: histogram([3, 3], [TIMING_SLOTS - 1, 4]) })],
          }),
        ),
      );
    });

    it('keeps apart what differs in bucket, remote, version, kind or digest', async () => {
      const rows = [
        failure(),
        failure({ bucket: at(11), firstSeen: at(11, 1), lastSeen: at(11, 1) }),
        failure({ remote: UNKNOWN_REMOTE, version: '', kind: '-', code: '', digest: '' }),
        failure({ version: '1.0.0' }),
        failure({ kind: 'timeout', code: 'MFP-205' }),
      ];
      const timings = [timing(), timing({ version: '' }), timing({ bucket: at(11) })];
      await aggregates.add(batch({ failures: rows, timings }));
      expect(sorted(await aggregates.read(since))).toEqual(sorted(batch({ failures: rows, timings })));
    });

    it('merges keys repeated within one batch', async () => {
      await aggregates.add(batch({ failures: [failure(), failure()], timings: [timing(), timing()] }));
      expect(await aggregates.read(since)).toEqual(
        batch({ failures: [failure({ count: 2 })], timings: [timing({ histogram: histogram([3, 4]) })] }),
      );
    });

    it('reads the buckets since a time, and forgets those a prune names', async () => {
      const early = failure({ bucket: at(8), firstSeen: at(8, 1), lastSeen: at(8, 1) });
      const late = failure({ bucket: at(12), firstSeen: at(12, 1), lastSeen: at(12, 1) });
      await aggregates.add(batch({ failures: [early, late], timings: [timing({ bucket: at(8) }), timing()] }));
      expect(await aggregates.read(new Date(at(9)))).toEqual(batch({ failures: [late], timings: [timing()] }));
      await aggregates.prune(new Date(at(9)));
      expect(await aggregates.read(since)).toEqual(batch({ failures: [late], timings: [timing()] }));
    });

    it('shares the counts of every writer: another server adds, this one reads, and the other way round', async () => {
      const other = subject.another();
      await aggregates.add(batch({ failures: [failure()], timings: [timing()] }));
      await other.add(batch({ failures: [failure({ count: 4 })], timings: [timing()] }));
      const expected = batch({
        failures: [failure({ count: 5 })],
        timings: [timing({ histogram: histogram([3, 4]) })],
      });
      expect(await aggregates.read(since)).toEqual(expected);
      expect(await other.read(since)).toEqual(expected);
    });

    it('loses no count of concurrent additions', async () => {
      const other = subject.another();
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 ? other : aggregates).add(
            batch({ failures: [failure()], timings: [timing()], mounts: [mount()] }),
          ),
        ),
      );
      const read = await aggregates.read(since);
      expect(read.failures).toEqual([failure({ count: 10 })]);
      expect(read.timings).toEqual([timing({ histogram: histogram([3, 20]) })]);
      expect(read.mounts).toEqual([mount({ count: 10 })]);
    });

    it('refuses a histogram of another size or a negative count, storing nothing of the batch', async () => {
      const wrong = batch({ failures: [failure()], timings: [timing({ histogram: [1, 2] })] });
      await expect(aggregates.add(wrong)).rejects.toThrow();
      await expect(aggregates.add(batch({ failures: [failure({ count: -1 })] }))).rejects.toThrow();
      expect(await aggregates.read(since)).toEqual(EMPTY);
    });

    it('counts mounts per bucket, remote and version: summed within a key and across writers, kept apart otherwise', async () => {
      const apart = [
        mount({ bucket: at(10, 10) }),
        mount({ remote: 'cart' }),
        mount({ version: '1.0.0' }),
        mount({ remote: UNKNOWN_REMOTE, version: '' }),
      ];
      await aggregates.add(batch({ mounts: [mount({ count: 3 }), mount({ count: 2 }), ...apart] }));
      await subject.another().add(batch({ mounts: [mount({ count: 5 })] }));
      expect(sorted(await aggregates.read(since))).toEqual(sorted(batch({ mounts: [mount({ count: 10 }), ...apart] })));
    });

    it('reads the mounts since a time, forgets those a prune names, and refuses a negative count', async () => {
      await aggregates.add(batch({ mounts: [mount({ bucket: at(8) }), mount()] }));
      expect(await aggregates.read(new Date(at(9)))).toEqual(batch({ mounts: [mount()] }));
      await aggregates.prune(new Date(at(9)));
      expect(await aggregates.read(since)).toEqual(batch({ mounts: [mount()] }));
      await expect(aggregates.add(batch({ failures: [failure()], mounts: [mount({ count: -1 })] }))).rejects.toThrow();
      expect(await aggregates.read(since)).toEqual(batch({ mounts: [mount()] }));
    });

    describeTimingLoadKinds(() => subject);
    describeRejectionCounts(() => subject, { at, batch, sorted });
  });
}
