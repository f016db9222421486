import { analysisThresholdsSchema } from './analysisThresholds';
import { compareReleases } from './compareReleases';
import type { ReleaseSample } from './releaseSample';

const defaults = analysisThresholdsSchema.parse({});

function sample(mounts: number, failures: Partial<ReleaseSample['failures']> = {}, p95Ms = 800): ReleaseSample {
  return {
    version: `v${mounts}`,
    mounts,
    failures: { load: 0, render: 0, 'server-render': 0, ...failures },
    // Later loads only: the kind both sides of these fixed inputs share.
    loads: { count: mounts, p95Ms, byKind: { first: { count: 0, p95Ms: 0 }, later: { count: mounts, p95Ms } } },
  };
}

describe('compareReleases, on fixed inputs with known answers', () => {
  it('is inconclusive with too few mounts, however bad the figures look', () => {
    const result = compareReleases(sample(20, { render: 10 }), sample(20), defaults);
    expect(result.verdict).toBe('inconclusive');
    expect(result.reasons).toContainEqual('too few mounts to compare render failures: 20 and 20, 100 each needed');
    expect(result.failures.every((comparison) => comparison.difference === undefined)).toBe(true);
  });

  it('aborts a release that clearly fails more: 30 render failures in 200 mounts against none', () => {
    const result = compareReleases(sample(200, { render: 30 }), sample(200), defaults);
    expect(result.verdict).toBe('worse');
    expect(result.reasons).toEqual([expect.stringMatching(/^render failures 30\/200 against 0\/200: 15\.00% more/)]);
    const render = result.failures.find((comparison) => comparison.group === 'render');
    expect(render?.difference?.lower).toBeGreaterThan(0.1);
  });

  it('passes two releases that are the same: no failures in 1,000 mounts each, the same p95', () => {
    const result = compareReleases(sample(1000), sample(1000), defaults);
    expect(result.verdict).toBe('as-good');
    expect(result.failures.map((comparison) => comparison.difference?.upper)).toEqual([
      expect.closeTo(0.0038, 4),
      expect.closeTo(0.0038, 4),
      expect.closeTo(0.0038, 4),
    ]);
  });

  it('waits on two clean releases of 100 mounts (the interval reaches 3.7%), and passes them at 200 (1.9%)', () => {
    const hundred = compareReleases(sample(100), sample(100), defaults);
    expect(hundred.verdict).toBe('inconclusive');
    expect(hundred.failures[0]?.difference?.upper).toBeCloseTo(0.037, 3);
    const twoHundred = compareReleases(sample(200), sample(200), defaults);
    expect(twoHundred.verdict).toBe('as-good');
    expect(twoHundred.failures[0]?.difference?.upper).toBeCloseTo(0.0188, 4);
  });

  it('waits on a small rise it cannot yet tell from chance: 6 failures against 2 in 200 mounts', () => {
    expect(compareReleases(sample(200, { load: 6 }), sample(200, { load: 2 }), defaults).verdict).toBe('inconclusive');
  });

  it('aborts on a p95 load time more than 1.5x and 100 ms slower, and lets smaller changes pass', () => {
    const slow = compareReleases(sample(1000, {}, 2000), sample(1000, {}, 1000), defaults);
    expect(slow.verdict).toBe('worse');
    expect(slow.reasons).toEqual(['p95 later load 2000 ms against 1000 ms (2.00x, 1.5x allowed)']);
    expect(compareReleases(sample(1000, {}, 1120), sample(1000, {}, 1000), defaults).verdict).toBe('as-good');
    // 2.5x, but 90 ms: within one slot of the histograms.
    expect(compareReleases(sample(1000, {}, 150), sample(1000, {}, 60), defaults).verdict).toBe('as-good');
  });

  it('counts a failure at most once per mount', () => {
    const result = compareReleases(sample(1000, { render: 5000 }), sample(1000), defaults);
    expect(result.failures.find((comparison) => comparison.group === 'render')?.rollout).toEqual({
      failures: 1000,
      mounts: 1000,
    });
  });
});

describe('analysisThresholdsSchema', () => {
  it('fills the defaults and refuses thresholds that mean nothing', () => {
    expect(defaults).toEqual({
      minMounts: 100,
      maxFailureRateIncrease: 0.02,
      z: 1.96,
      minLoads: 50,
      maxP95Ratio: 1.5,
      minP95IncreaseMs: 100,
    });
    expect(analysisThresholdsSchema.safeParse({ minMounts: 0 }).success).toBe(false);
    expect(analysisThresholdsSchema.safeParse({ maxP95Ratio: 0.5 }).success).toBe(false);
  });
});
