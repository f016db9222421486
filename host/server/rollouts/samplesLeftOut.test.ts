import { rejectedSamples } from '@mfp/testing';
import { OVER_THE_CAP_DIGEST, UNKNOWN_REMOTE, type RejectionCount } from '@mfp/store/aggregates';
import { samplesLeftOutOf } from './samplesLeftOut';
import { batchWith, failureRow } from './testing/batches';

const rejection = (extra: Partial<RejectionCount>): RejectionCount => ({
  remote: 'catalog',
  version: '1.1.0',
  sample: 'mount',
  reason: 'no-token',
  bucket: '2026-11-27T10:00:00.000Z',
  count: 1,
  ...extra,
});

const overTheCap = (version: string, count: number, remote = 'catalog') => ({
  ...failureRow(version, 'render-failed', count, undefined, remote),
  digest: OVER_THE_CAP_DIGEST,
});

describe('samplesLeftOutOf', () => {
  it('sums the remote’s rejections of both releases and of none, by reason, and both releases’ failures over the cap', () => {
    const counts = batchWith({
      rejections: [
        rejection({ count: 5 }),
        rejection({ version: '1.0.0', sample: 'timing', count: 2 }),
        rejection({ version: '', sample: 'failure', reason: 'expired', count: 3 }),
        rejection({ reason: 'over-limit', count: 159 }),
        // Another remote, a version neither side is, and what no remote or a made-up one claimed: not this rollout's.
        rejection({ remote: 'cart', count: 100 }),
        rejection({ version: '0.9.0', count: 100 }),
        rejection({ remote: '', version: '', count: 100 }),
        rejection({ remote: UNKNOWN_REMOTE, version: '', count: 100 }),
      ],
      failures: [
        overTheCap('1.1.0', 6),
        overTheCap('1.0.0', 1),
        overTheCap('0.9.0', 100),
        overTheCap('1.1.0', 100, 'cart'),
        failureRow('1.1.0', 'render-failed', 100),
      ],
    });
    expect(samplesLeftOutOf(counts, 'catalog', ['1.1.0', '1.0.0'])).toEqual({
      rejected: rejectedSamples({ 'no-token': 7, expired: 3, 'over-limit': 159 }),
      dropped: 7,
    });
  });

  it('names every reason, at 0, when nothing was left out', () => {
    expect(samplesLeftOutOf(batchWith({}), 'catalog', ['1.1.0', '1.0.0'])).toEqual({
      rejected: rejectedSamples(),
      dropped: 0,
    });
  });
});
