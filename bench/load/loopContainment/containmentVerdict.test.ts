import { containmentVerdict } from './containmentVerdict';

const run = (p99: number, errors = 0) => ({ latencyMs: { p50: 1, p99, max: p99 }, errors });

describe('containmentVerdict', () => {
  it('holds when the p99 at most doubles and nothing failed', () => {
    expect(containmentVerdict(run(40), run(80), 2)).toEqual({ p99Ratio: 2, met: true });
  });

  it('misses when the p99 more than doubles', () => {
    expect(containmentVerdict(run(40), run(81), 2)).toEqual({ p99Ratio: 2.03, met: false });
  });

  it('misses on any error, in either run', () => {
    expect(containmentVerdict(run(40), run(40, 1), 2).met).toBe(false);
    expect(containmentVerdict(run(40, 3), run(40), 2).met).toBe(false);
  });

  it('counts a p99 under autocannon’s millisecond as one', () => {
    expect(containmentVerdict(run(0), run(1), 2)).toEqual({ p99Ratio: 1, met: true });
  });
});
