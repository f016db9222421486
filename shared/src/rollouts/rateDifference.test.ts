import { rateDifference } from './rateDifference';

describe('rateDifference', () => {
  it("gives Newcombe's published interval for his example (56/70 against 48/80: 0.0524 to 0.3339)", () => {
    const result = rateDifference({ events: 56, trials: 70 }, { events: 48, trials: 80 }, 1.96);
    expect(result.difference).toBeCloseTo(0.2, 10);
    expect(result.lower).toBeCloseTo(0.0524, 4);
    expect(result.upper).toBeCloseTo(0.3339, 4);
  });

  it('is an interval around 0 for two releases with no failures, narrowing as mounts grow', () => {
    const few = rateDifference({ events: 0, trials: 100 }, { events: 0, trials: 100 }, 1.96);
    const many = rateDifference({ events: 0, trials: 1000 }, { events: 0, trials: 1000 }, 1.96);
    expect(few.difference).toBe(0);
    expect(few.lower).toBeCloseTo(-0.037, 3);
    expect(few.upper).toBeCloseTo(0.037, 3);
    expect(many.upper).toBeLessThan(few.upper);
  });
});
