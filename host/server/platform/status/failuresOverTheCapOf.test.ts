import { OVER_THE_CAP_DIGEST, type FailureCount } from '@mfp/store/aggregates';
import { failuresOverTheCapOf } from './failuresOverTheCapOf';

const row = (remote: string, digest: string, bucket: string, count: number): FailureCount => ({
  remote,
  version: '1.0.0',
  kind: 'render-failed',
  code: 'MFP-401',
  digest,
  bucket,
  count,
  firstSeen: bucket,
  lastSeen: bucket,
});

describe('failuresOverTheCapOf', () => {
  it("sums a remote's rows over the cap, in the last hour and day, and leaves its digests and other remotes out", () => {
    const counts = {
      failures: [
        row('catalog', OVER_THE_CAP_DIGEST, '2026-12-07T08:00:00.000Z', 30),
        row('catalog', OVER_THE_CAP_DIGEST, '2026-12-07T10:10:00.000Z', 12),
        row('catalog', '1234', '2026-12-07T10:10:00.000Z', 5),
        row('cart', OVER_THE_CAP_DIGEST, '2026-12-07T10:10:00.000Z', 7),
      ],
      mounts: [],
      timings: [],
      rejections: [],
    };
    expect(failuresOverTheCapOf('catalog', counts, '2026-12-07T10:00:00.000Z')).toEqual({ lastHour: 12, lastDay: 42 });
    expect(failuresOverTheCapOf('reviews', counts, '2026-12-07T10:00:00.000Z')).toBeUndefined();
  });
});
