import { analysisWindowOf } from './analysisWindow';
import { batchWith, failureRow, histogramWith } from './testing/batches';
import { withinWindow } from './withinWindow';

describe('withinWindow', () => {
  it('keeps failures and mounts from the ten-minute bucket the rollout started in, load times from its hour', () => {
    // Started 10:07: the 10:00 buckets are in, the 09:50 failure bucket and the 09:00 hour are out.
    const window = analysisWindowOf('2026-11-27T10:07:00.000Z');
    const mount = (bucket: string) => ({ remote: 'catalog', version: '1.1.0', bucket, count: 1 });
    const timing = (bucket: string) => ({
      remote: 'catalog',
      version: '1.1.0',
      bucket,
      histogram: histogramWith(1, 0),
    });
    const kept = withinWindow(
      batchWith({
        failures: [
          failureRow('1.1.0', 'render-failed', 1, '2026-11-27T09:50:00.000Z'),
          failureRow('1.1.0', 'render-failed', 2),
        ],
        mounts: [mount('2026-11-27T09:50:00.000Z'), mount('2026-11-27T10:10:00.000Z')],
        timings: [timing('2026-11-27T09:00:00.000Z'), timing('2026-11-27T10:00:00.000Z')],
      }),
      window,
    );
    expect(kept.failures.map((row) => row.count)).toEqual([2]);
    expect(kept.mounts.map((row) => row.bucket)).toEqual(['2026-11-27T10:10:00.000Z']);
    expect(kept.timings.map((row) => row.bucket)).toEqual(['2026-11-27T10:00:00.000Z']);
  });
});
