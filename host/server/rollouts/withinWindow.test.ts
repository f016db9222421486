import { analysisWindowOf } from './analysisWindow';
import { batchWith, failureRow, histogramWith } from './testing/batches';
import { withinWindow } from './withinWindow';

describe('withinWindow', () => {
  it('keeps failures, mounts and load times from the ten-minute bucket the rollout started in', () => {
    // Started 10:07: the 10:00 buckets are in, the 09:50 ones out. Load times once came from the whole hour (10:00 for
    // a rollout started at 10:47), its first cold loads judged against that hour of the stable release's warm ones.
    const window = analysisWindowOf('2026-11-27T10:07:00.000Z');
    const mount = (bucket: string) => ({ remote: 'catalog', version: '1.1.0', bucket, count: 1 });
    const timing = (bucket: string) => ({
      remote: 'catalog',
      version: '1.1.0',
      load: 'first' as const,
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
        timings: [timing('2026-11-27T09:50:00.000Z'), timing('2026-11-27T10:00:00.000Z')],
      }),
      window,
    );
    expect(kept.failures.map((row) => row.count)).toEqual([2]);
    expect(kept.mounts.map((row) => row.bucket)).toEqual(['2026-11-27T10:10:00.000Z']);
    expect(kept.timings.map((row) => row.bucket)).toEqual(['2026-11-27T10:00:00.000Z']);
  });

  it('leaves out the load times of the hour before the rollout started', () => {
    const window = analysisWindowOf('2026-11-27T10:47:00.000Z');
    const timing = (bucket: string) => ({
      remote: 'catalog',
      version: '1.0.0',
      load: 'later' as const,
      bucket,
      histogram: histogramWith(1, 0),
    });
    const kept = withinWindow(
      batchWith({ timings: [timing('2026-11-27T10:00:00.000Z'), timing('2026-11-27T10:40:00.000Z')] }),
      window,
    );
    expect(kept.timings.map((row) => row.bucket)).toEqual(['2026-11-27T10:40:00.000Z']);
  });
});
