import type { AggregateRecords } from '@mfp/store';
import { OVER_THE_CAP_DIGEST, TIMING_BOUNDS_MS, TIMING_SLOTS, type AggregateBatch } from '@mfp/store/aggregates';
import { quantileOf } from '../status/loadTimeQuantiles';
import { releaseSampleOf } from '../status/releaseSampleOf';
import { createAggregator, MAX_FAILURE_KEYS, timingSlot } from './aggregator';

const failure = (digest = '1') => ({
  remote: 'catalog',
  version: '1.1.0',
  kind: 'render-failed',
  code: 'MFP-401',
  digest,
});

/** Records that keep every batch, or refuse while `down`. */
function recordingRecords() {
  const batches: AggregateBatch[] = [];
  const state = { down: false };
  const records: AggregateRecords = {
    add: async (batch) => {
      if (state.down) throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      batches.push(batch);
    },
    read: async () => ({ failures: [], timings: [], mounts: [], rejections: [] }),
    prune: async () => {},
  };
  return { records, batches, state };
}

/** A histogram's slots, as text: `count` in `slot`, none elsewhere. */
const histogramWith = (slot: number, count: number) =>
  Array.from({ length: TIMING_SLOTS }, (_, at) => (at === slot ? count : 0)).join();

describe('createAggregator', () => {
  let time = Date.UTC(2026, 10, 25, 10, 3);
  const now = () => time;
  const warnings: unknown[] = [];
  const log = { warn: (record: unknown) => void warnings.push(record) };
  beforeEach(() => (warnings.length = 0));

  it('keeps counts in memory and writes them as one merged batch per flush, never on the intake’s path', async () => {
    const { records, batches } = recordingRecords();
    const aggregator = createAggregator({ records, log, now, flushIntervalMs: 60_000 });
    for (let index = 0; index < 5; index++) aggregator.countFailure(failure());
    aggregator.countTiming('catalog', '1.1.0', 'later', 120);
    aggregator.countTiming('catalog', '1.1.0', 'later', 130);
    expect(batches).toEqual([]);
    await aggregator.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.failures).toEqual([
      {
        ...failure(),
        bucket: '2026-11-25T10:00:00.000Z',
        count: 5,
        firstSeen: expect.any(String),
        lastSeen: expect.any(String),
      },
    ]);
    expect(batches[0]!.timings).toEqual([
      {
        remote: 'catalog',
        version: '1.1.0',
        load: 'later',
        bucket: '2026-11-25T10:00:00.000Z',
        histogram: expect.any(Array),
      },
    ]);
    expect(batches[0]!.timings[0]!.histogram[timingSlot(120)]).toBe(2);
    expect(batches[0]!.mounts).toEqual([]);
    await aggregator.flush();
    expect(batches).toHaveLength(1);
    await aggregator.close();
  });

  it("keeps a release's first loads and later loads in histograms of their own (decision 0091)", async () => {
    const { records, batches } = recordingRecords();
    const aggregator = createAggregator({ records, log, now, flushIntervalMs: 60_000 });
    aggregator.countTiming('catalog', '1.1.0', 'first', 900);
    aggregator.countTiming('catalog', '1.1.0', 'later', 120);
    aggregator.countTiming('catalog', '1.1.0', 'first', 950);
    await aggregator.flush();
    const slots = (load: string) =>
      batches[0]!.timings.filter((row) => row.load === load).map((row) => row.histogram.join());
    expect(slots('first')).toEqual([histogramWith(timingSlot(900), 2)]);
    expect(slots('later')).toEqual([histogramWith(timingSlot(120), 1)]);
    await aggregator.close();
  });

  it('counts mounts per remote and version in ten-minute buckets, summed within a bucket', async () => {
    const { records, batches } = recordingRecords();
    const aggregator = createAggregator({ records, log, now, flushIntervalMs: 60_000 });
    aggregator.countMounts('catalog', '1.1.0', 3);
    aggregator.countMounts('catalog', '1.1.0', 2);
    aggregator.countMounts('catalog', '', 1);
    time += 10 * 60_000;
    aggregator.countMounts('catalog', '1.1.0', 1);
    await aggregator.flush();
    time -= 10 * 60_000;
    expect(batches).toHaveLength(1);
    expect(batches[0]!.mounts).toEqual([
      { remote: 'catalog', version: '1.1.0', bucket: '2026-11-25T10:00:00.000Z', count: 5 },
      { remote: 'catalog', version: '', bucket: '2026-11-25T10:00:00.000Z', count: 1 },
      { remote: 'catalog', version: '1.1.0', bucket: '2026-11-25T10:10:00.000Z', count: 1 },
    ]);
    await aggregator.close();
  });

  it('loses what a failing store does not take, and says so in one line a minute, then once when it is back', async () => {
    const { records, state } = recordingRecords();
    const storeErrors: string[] = [];
    const aggregator = createAggregator({
      records,
      log,
      now,
      onStoreError: (operation) => storeErrors.push(operation),
    });
    state.down = true;
    aggregator.countFailure(failure());
    aggregator.countFailure(failure());
    aggregator.countTiming('catalog', '1.1.0', 'later', 300);
    aggregator.countMounts('catalog', '1.1.0', 4);
    aggregator.countRejection({ remote: 'catalog', version: '', sample: 'mount', reason: 'no-token' }, 7);
    await aggregator.flush();
    aggregator.countFailure(failure());
    time += 1000;
    await aggregator.flush();
    expect(warnings).toEqual([
      expect.objectContaining({
        event: 'aggregates-lost',
        failureReports: 2,
        loadTimes: 1,
        mounts: 4,
        rejectedSamples: 7,
        recovered: false,
      }),
    ]);
    expect(JSON.stringify(warnings)).toContain('ECONNREFUSED');
    state.down = false;
    aggregator.countFailure(failure());
    await aggregator.flush();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatchObject({ event: 'aggregates-lost', failureReports: 1, loadTimes: 0, recovered: true });
    expect(storeErrors).toEqual(['add', 'add']);
    await aggregator.close();
  });

  it('counts rejected samples per remote, version, sample and reason in ten-minute buckets, a batch of only them too', async () => {
    const { records, batches } = recordingRecords();
    const aggregator = createAggregator({ records, log, now, flushIntervalMs: 60_000 });
    const rejection = { remote: 'catalog', version: '1.1.0', sample: 'failure', reason: 'over-limit' } as const;
    aggregator.countRejection(rejection, 3);
    aggregator.countRejection(rejection, 2);
    aggregator.countRejection({ ...rejection, reason: 'expired' }, 1);
    await aggregator.close();
    expect(batches.map((batch) => batch.rejections)).toEqual([
      [
        { ...rejection, bucket: '2026-11-25T10:00:00.000Z', count: 5 },
        { ...rejection, reason: 'expired', bucket: '2026-11-25T10:00:00.000Z', count: 1 },
      ],
    ]);
  });

  it(`keeps the detail of at most ${MAX_FAILURE_KEYS} distinct failures a day, and tells of each one dropped`, async () => {
    const { records, batches } = recordingRecords();
    let dropped = 0;
    const aggregator = createAggregator({ records, log, now, onDropped: () => (dropped += 1) });
    for (let digest = 0; digest < MAX_FAILURE_KEYS + 50; digest++) aggregator.countFailure(failure(String(digest)));
    aggregator.countFailure(failure('0'));
    await aggregator.flush();
    const detailed = batches[0]!.failures.filter((row) => row.digest !== OVER_THE_CAP_DIGEST);
    expect(detailed).toHaveLength(MAX_FAILURE_KEYS);
    expect(batches[0]!.failures.filter((row) => row.digest === OVER_THE_CAP_DIGEST)).toEqual([
      expect.objectContaining({ remote: 'catalog', version: '1.1.0', kind: 'render-failed', count: 50 }),
    ]);
    expect(dropped).toBe(50);
    // A day later the old ones no longer hold their places.
    time += 25 * 60 * 60_000;
    aggregator.countFailure(failure('new'));
    expect(dropped).toBe(50);
    await aggregator.close();
  });

  it('still counts every failure of a release under analysis once the cap is full of made-up ones', async () => {
    const { records, batches } = recordingRecords();
    const aggregator = createAggregator({ records, log, now });
    const anonymous = { remote: 'cart', version: '2.0.0', kind: 'render-failed', code: 'MFP-401' };
    for (let digest = 0; digest < MAX_FAILURE_KEYS; digest++)
      aggregator.countFailure({ ...anonymous, digest: `9${digest}` });
    for (let visitor = 0; visitor < 37; visitor++)
      aggregator.countFailure({ ...failure(String(visitor % 3)), version: '1.2.0' });
    aggregator.countMounts('catalog', '1.2.0', 12);
    await aggregator.flush();
    expect(releaseSampleOf(batches[0]!, 'catalog', '1.2.0')).toMatchObject({ mounts: 12, failures: { render: 37 } });
    await aggregator.close();
  });
});

describe('the load-time histogram', () => {
  it('puts a time in the slot of the first bound at or above it, and beyond the last in the last slot', () => {
    expect(timingSlot(0)).toBe(0);
    expect(timingSlot(50)).toBe(0);
    expect(timingSlot(50.5)).toBe(1);
    expect(timingSlot(TIMING_BOUNDS_MS.at(-1)!)).toBe(TIMING_SLOTS - 2);
    expect(timingSlot(100_000)).toBe(TIMING_SLOTS - 1);
  });

  it('gives quantiles interpolated inside their slot, as histogram_quantile does', () => {
    const histogram = new Array<number>(TIMING_SLOTS).fill(0);
    histogram[timingSlot(120)] = 10; // 10 times in (100, 150]
    expect(quantileOf(histogram, 0.5)).toBe(125);
    expect(quantileOf(histogram, 1)).toBe(150);
    expect(quantileOf(new Array<number>(TIMING_SLOTS).fill(0), 0.95)).toBe(0);
  });
});
