import { analysisWindowOf } from './analysisWindow';
import { releaseSampleOf } from './releaseSampleOf';
import { batchWith, failureRow, histogramWith } from './testing/batches';

// Started 10:07: failures and mounts from the 10:00 ten-minute bucket on, load times from the 10:00 hour.
const window = analysisWindowOf('2026-11-27T10:07:00.000Z');
const BEFORE = '2026-11-27T09:50:00.000Z';

describe('releaseSampleOf', () => {
  it('counts the window’s failures of the release by group, leaving out other releases and what is not its fault', () => {
    const batch = batchWith({
      failures: [
        failureRow('1.1.0', 'render-failed', 7),
        failureRow('1.1.0', 'hydration-mismatch', 1, '2026-11-27T10:10:00.000Z'),
        failureRow('1.1.0', 'chunk-load-failed', 2),
        failureRow('1.1.0', 'expose-missing', 1),
        failureRow('1.1.0', 'server-render-failed', 3),
        failureRow('1.1.0', 'sandbox-busy', 50),
        failureRow('1.1.0', 'host-failed', 5),
        failureRow('1.1.0', 'registry-invalid', 5),
        failureRow('1.1.0', 'render-failed', 40, BEFORE),
        failureRow('1.0.0', 'render-failed', 9),
        failureRow('1.1.0', 'render-failed', 9, '2026-11-27T10:00:00.000Z', 'cart'),
        failureRow('1.1.0', '(any)', 9),
      ],
    });
    expect(releaseSampleOf(batch, 'catalog', '1.1.0', window).failures).toEqual({
      load: 3,
      render: 8,
      'server-render': 3,
    });
  });

  it('counts the window’s mounts of the release, and none when the batch has no mount rows', () => {
    const mounts = [
      { remote: 'catalog', version: '1.1.0', bucket: '2026-11-27T10:00:00.000Z', count: 120 },
      { remote: 'catalog', version: '1.1.0', bucket: '2026-11-27T10:10:00.000Z', count: 80 },
      { remote: 'catalog', version: '1.1.0', bucket: BEFORE, count: 1000 },
      { remote: 'catalog', version: '1.0.0', bucket: '2026-11-27T10:00:00.000Z', count: 700 },
    ];
    expect(releaseSampleOf(batchWith({ mounts }), 'catalog', '1.1.0', window).mounts).toBe(200);
    expect(releaseSampleOf(batchWith({}), 'catalog', '1.1.0', window).mounts).toBe(0);
  });

  it('sums the release’s histograms of the window and reads their p95 as the status page does', () => {
    const batch = batchWith({
      timings: [
        // 95 load times in (100, 150] ms and 5 in (750, 1000]: the 95th of 100 is the last of the first slot.
        { remote: 'catalog', version: '1.1.0', bucket: '2026-11-27T10:00:00.000Z', histogram: histogramWith(95, 2) },
        { remote: 'catalog', version: '1.1.0', bucket: '2026-11-27T11:00:00.000Z', histogram: histogramWith(5, 8) },
        { remote: 'catalog', version: '1.1.0', bucket: '2026-11-27T09:00:00.000Z', histogram: histogramWith(99, 16) },
        { remote: 'catalog', version: '1.0.0', bucket: '2026-11-27T10:00:00.000Z', histogram: histogramWith(9, 16) },
      ],
    });
    expect(releaseSampleOf(batch, 'catalog', '1.1.0', window).loads).toEqual({ count: 100, p95Ms: 150 });
    expect(releaseSampleOf(batchWith({}), 'catalog', '1.1.0', window).loads).toEqual({ count: 0, p95Ms: 0 });
  });
});
