import { bootstrapInterval, seededRandom, targetResult, verdictFor, verdictWords } from './bootstrap';

describe('bootstrap confidence intervals', () => {
  it('draws the same numbers from the same seed, and other numbers from another', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
    expect(seededRandom(8)()).not.toBe(first[0]);
  });

  it('is reproducible: one sample and one seed give one interval', () => {
    const ratios = [1.1, 1.2, 0.95, 1.3, 1.05, 1.15, 1.0, 1.25, 1.12];
    expect(bootstrapInterval(ratios)).toEqual(bootstrapInterval(ratios));
    // Few resamples of a spread-out sample: two seeds then land on other quantiles.
    const spreadOut = Array.from({ length: 30 }, (_, index) => 1 + ((index * 37) % 30) / 100);
    const few = (seed: number) => bootstrapInterval(spreadOut, { seed, resamples: 40 });
    expect(few(3)).toEqual(few(3));
    expect(few(3)).not.toEqual(few(4));
  });

  it('brackets the median of the sample, within the extremes of the sample', () => {
    const ratios = [1.1, 1.2, 0.95, 1.3, 1.05, 1.15, 1.0, 1.25, 1.12];
    const interval = bootstrapInterval(ratios);
    expect(interval.estimate).toBe(1.12);
    expect(interval.low).toBeLessThanOrEqual(1.12);
    expect(interval.high).toBeGreaterThanOrEqual(1.12);
    expect(interval.low).toBeGreaterThanOrEqual(0.95);
    expect(interval.high).toBeLessThanOrEqual(1.3);
    expect(interval.level).toBe(0.95);
  });

  it('narrows as the pairs agree more, and collapses on a constant sample', () => {
    const wide = bootstrapInterval([0.8, 1.4, 0.9, 1.5, 1.0, 1.3, 0.85, 1.45, 1.1]);
    const narrow = bootstrapInterval([1.08, 1.12, 1.09, 1.13, 1.1, 1.11, 1.1, 1.12, 1.1]);
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
    expect(bootstrapInterval([1.2, 1.2, 1.2])).toMatchObject({ estimate: 1.2, low: 1.2, high: 1.2 });
  });

  it('takes another statistic and level when asked', () => {
    const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const interval = bootstrapInterval([1, 2, 3, 4, 5], { statistic: mean, level: 0.5 });
    expect(interval.estimate).toBe(3);
    expect(interval.level).toBe(0.5);
    expect(interval.high - interval.low).toBeLessThan(4);
  });

  it('refuses an empty sample', () => {
    expect(() => bootstrapInterval([])).toThrow(/empty/);
  });

  it('says where a ceiling stands: over the interval, inside it, or under it', () => {
    expect(verdictFor({ low: 0.98, high: 1.04 }, 1.05)).toBe('met');
    expect(verdictFor({ low: 0.98, high: 1.05 }, 1.05)).toBe('met');
    expect(verdictFor({ low: 1.0, high: 1.1 }, 1.05)).toBe('inside');
    expect(verdictFor({ low: 1.06, high: 1.2 }, 1.05)).toBe('missed');
    expect(verdictWords('inside')).toMatch(/inside/);
  });

  it('places a ceiling and its goal against one interval', () => {
    expect(targetResult({ low: 1.02, high: 1.12 }, { ceiling: 1.15, goal: 1.05 })).toEqual({
      ceiling: 1.15,
      verdict: 'met',
      goal: 1.05,
      goalVerdict: 'inside',
    });
    expect(targetResult({ low: 1.02, high: 1.12 }, { ceiling: 1 })).toMatchObject({ verdict: 'missed', goal: null });
    expect(targetResult({ low: 1, high: 1 }, undefined)).toBeNull();
  });
});
