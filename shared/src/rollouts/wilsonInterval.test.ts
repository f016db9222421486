import { wilsonInterval } from './wilsonInterval';

describe('wilsonInterval', () => {
  it.each([
    // Known answers (95%, z = 1.96), to four places.
    [0, 100, 0, 0.037],
    [10, 100, 0.0552, 0.1744],
  ])('%i of %i is [%f, %f]', (events, trials, lower, upper) => {
    const interval = wilsonInterval(events, trials, 1.96);
    expect(interval.lower).toBeCloseTo(lower, 4);
    expect(interval.upper).toBeCloseTo(upper, 4);
  });

  it('says nothing is known of no trials', () => {
    expect(wilsonInterval(0, 0, 1.96)).toEqual({ lower: 0, upper: 1 });
  });
});
