import { alternatingOrder, pairedRatio, pairRatios, quantile, rotatingOrder, spread } from './stats';

describe('bench statistics', () => {
  it('interpolates quantiles between the closest ranks, whatever the order of the sample', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([7], 0.75)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow(/empty/);
  });

  it('summarises a sample as its median, quartiles and extremes', () => {
    expect(spread([5, 1, 9, 3, 7])).toEqual({ median: 5, p25: 3, p75: 7, min: 1, max: 9 });
  });

  it('takes the ratio pair by pair, so a drift shared by both halves of a pair cancels out', () => {
    // The machine slows down run after run; each pair still shows a ratio of 2.
    const federated = [200, 400, 800];
    const single = [100, 200, 400];
    expect(pairedRatio(federated, single)).toEqual({ median: 2, p25: 2, p75: 2, min: 2, max: 2 });
    expect(() => pairedRatio([1, 2], [1])).toThrow(/same size/);
  });

  it('alternates which variant goes first: A B, B A, A B, ...', () => {
    expect(alternatingOrder('A', 'B', 4).flat().join(' ')).toBe('A B B A A B B A');
  });

  it('gives the per-pair ratios a paired summary and a bootstrap are made of', () => {
    expect(pairRatios([300, 100], [100, 200])).toEqual([3, 0.5]);
  });

  it('rotates which of several variants goes first, round by round', () => {
    expect(rotatingOrder([2, 10, 50], 4).map((round) => round.join(' '))).toEqual([
      '2 10 50',
      '10 50 2',
      '50 2 10',
      '2 10 50',
    ]);
  });
});
