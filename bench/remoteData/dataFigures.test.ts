import { dataComparisons, dataSpreads, firstByteGrowth, type DataSample } from './dataFigures';

const sample = (ms: number, apiRequests = 1): DataSample => ({
  firstByteMs: ms / 10,
  shellMs: ms / 2,
  contentMs: ms,
  interactiveMs: ms * 2,
  apiRequests,
});

describe('the data cases’ figures', () => {
  const federated = [115, 118, 120, 122, 125].map((ms) => sample(ms));
  const single = [100, 100, 100, 100, 100].map((ms) => sample(ms));

  it('takes each ratio round by round and places it against the issue’s ceiling', () => {
    const comparisons = dataComparisons({ ssrFederated: federated, ssrSingle: single }, 300);
    const content = comparisons.find((comparison) => comparison.signal === 'contentMs');
    expect(content?.ratio.median).toBeCloseTo(1.2);
    // Every round is 1.15 or more, so the whole interval is over the ceiling.
    expect(content?.target).toMatchObject({ ceiling: 1.1, verdict: 'missed' });
    expect(comparisons.find((comparison) => comparison.signal === 'firstByteMs')?.target).toBeNull();
  });

  it('sets no content target with the API at 0 ms, where the products come with the shell', () => {
    const comparisons = dataComparisons({ ssrFederated: single, ssrSingle: single }, 0);
    expect(comparisons.find((comparison) => comparison.signal === 'contentMs')?.target).toBeNull();
    expect(comparisons.find((comparison) => comparison.signal === 'shellMs')?.target).toMatchObject({
      verdict: 'met',
    });
  });

  it('compares a first byte at a latency with the same variant’s at 0 ms by medians', () => {
    const growth = firstByteGrowth([11, 12, 13], [10, 10, 10]);
    expect(growth.ratio).toBeCloseTo(1.2);
    expect(growth.target?.ceiling).toBe(1.2);
    expect(firstByteGrowth([30, 31, 32], [10, 10, 10]).target?.verdict).toBe('missed');
  });

  it('counts API requests per visit as a spread, so one second request shows', () => {
    const spreads = dataSpreads({ ssrFederated: [sample(1), sample(1, 2)], ssrSingle: [sample(1)] });
    expect(spreads.ssrFederated.apiRequests.max).toBe(2);
    expect(spreads.ssrSingle.apiRequests.median).toBe(1);
  });
});
