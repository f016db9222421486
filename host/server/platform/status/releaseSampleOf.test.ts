import { TIMING_SLOTS, UNKNOWN_REMOTE, type AggregateBatch, type FailureCount } from '@mfp/store/aggregates';
import { releaseSampleOf } from './releaseSampleOf';

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 25, hour, minute)).toISOString();

const failure = (kind: string, count: number, extra: Partial<FailureCount> = {}): FailureCount => ({
  remote: 'catalog',
  version: '1.1.0',
  kind,
  code: '',
  digest: `${kind.length}${count}`,
  bucket: at(10),
  count,
  firstSeen: at(10, 1),
  lastSeen: at(10, 1),
  ...extra,
});

/** `count` load times in (100, 150] ms, the histogram's third slot. */
const loads = (count: number) => Array.from({ length: TIMING_SLOTS }, (_, slot) => (slot === 2 ? count : 0));

const counts: AggregateBatch = {
  mounts: [
    { remote: 'catalog', version: '1.1.0', bucket: at(10), count: 120 },
    { remote: 'catalog', version: '1.1.0', bucket: at(10, 10), count: 80 },
    { remote: 'catalog', version: '1.0.0', bucket: at(10), count: 500 },
    { remote: 'cart', version: '1.1.0', bucket: at(10), count: 50 },
    { remote: UNKNOWN_REMOTE, version: '', bucket: at(10), count: 9 },
  ],
  failures: [
    failure('render-failed', 3),
    failure('render-failed', 2, { digest: '77', bucket: at(10, 10) }),
    failure('hydration-mismatch', 1),
    failure('timeout', 2),
    failure('server-render-failed', 4),
    // The host's capacity and a rule aimed at the page: not the release's fault.
    failure('sandbox-busy', 7),
    failure('page-wide-style', 9),
    failure('render-failed', 100, { version: '1.0.0' }),
    failure('render-failed', 100, { remote: 'cart' }),
    failure('(any)', 5, { remote: UNKNOWN_REMOTE, version: '' }),
  ],
  timings: [
    { remote: 'catalog', version: '1.1.0', load: 'first', bucket: at(10), histogram: loads(10) },
    { remote: 'catalog', version: '1.1.0', load: 'first', bucket: at(11), histogram: loads(6) },
    { remote: 'catalog', version: '1.1.0', load: 'later', bucket: at(11), histogram: loads(4) },
    { remote: 'catalog', version: '1.0.0', load: 'later', bucket: at(10), histogram: loads(1000) },
  ],
  rejections: [],
};

describe('releaseSampleOf', () => {
  it('sums one release’s mounts, failures by group and load times across buckets, and nothing of another', () => {
    expect(releaseSampleOf(counts, 'catalog', '1.1.0')).toEqual({
      version: '1.1.0',
      mounts: 200,
      failures: { load: 2, render: 6, 'server-render': 4 },
      // 20 times in (100, 150]: the 95th percentile is the 19th, 19/20 of the way through the slot; 16 of them first
      // loads (15.2 of 16 through the slot) and 4 later ones (3.8 of 4), each kind on its own.
      loads: {
        count: 20,
        p95Ms: 148,
        byKind: { first: { count: 16, p95Ms: 148 }, later: { count: 4, p95Ms: 148 } },
      },
    });
  });

  it('gives a release nothing was counted of as zeros: too few samples, never a pass', () => {
    expect(releaseSampleOf(counts, 'catalog', '2.0.0')).toEqual({
      version: '2.0.0',
      mounts: 0,
      failures: { load: 0, render: 0, 'server-render': 0 },
      loads: { count: 0, p95Ms: 0, byKind: { first: { count: 0, p95Ms: 0 }, later: { count: 0, p95Ms: 0 } } },
    });
  });
});
