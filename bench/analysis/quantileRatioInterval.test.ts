import { quantileRatioInterval } from './quantileRatioInterval';

const ramp = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('quantileRatioInterval', () => {
  it("estimates the ratio of the two samples' quantiles, inside its interval", () => {
    const interval = quantileRatioInterval(ramp(20, 101), ramp(10, 101), 0.5);
    expect(interval.estimate).toBeCloseTo(70 / 60);
    expect(interval.low).toBeLessThan(interval.estimate);
    expect(interval.high).toBeGreaterThan(interval.estimate);
    expect(interval).toMatchObject({ level: 0.95, resamples: 2000 });
  });

  it('gives one interval for one pair of samples, and a point for constant ones', () => {
    const a = ramp(5, 50);
    const b = ramp(3, 40);
    expect(quantileRatioInterval(a, b, 0.99)).toEqual(quantileRatioInterval(a, b, 0.99));
    expect(quantileRatioInterval([6, 6, 6], [3, 3], 0.99)).toMatchObject({ estimate: 2, low: 2, high: 2 });
  });

  it('refuses an empty sample', () => {
    expect(() => quantileRatioInterval([], [1], 0.5)).toThrow('empty sample');
  });
});
