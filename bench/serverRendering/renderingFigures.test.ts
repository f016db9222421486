import { comparisonsOf, variantSpreads, type RoundSamples, type VisitSample } from './renderingFigures';

const visits = (content: number[], interactive: number[]): VisitSample[] =>
  content.map((contentMs, index) => ({ contentMs, interactiveMs: interactive[index] as number }));

const samples: RoundSamples = {
  csrFederated: visits([400, 420, 410], [420, 440, 430]),
  csrSingle: visits([300, 310, 320], [310, 320, 330]),
  ssrFederated: visits([150, 155, 160], [430, 480, 445]),
  ssrSingle: visits([140, 150, 150], [300, 330, 320]),
};

const byId = (visit: 'cold' | 'warm-new-tab') => new Map(comparisonsOf(samples, visit).map((c) => [c.id, c]));

describe('the server-rendering comparisons', () => {
  it('takes each ratio round by round, numerator over denominator', () => {
    const content = byId('cold').get('content-ssr-federated-vs-csr-single');
    expect(content?.ratio.median).toBeCloseTo(155 / 310);
    expect(content?.ratio.min).toBeCloseTo(160 / 320);
    expect(content?.ratioInterval.low).toBeLessThanOrEqual(content?.ratioInterval.estimate ?? NaN);
    const interactive = byId('cold').get('interactive-ssr-federated-vs-csr-federated');
    expect(interactive?.signal).toBe('interactiveMs');
    expect(interactive?.ratio.median).toBeCloseTo(445 / 430);
  });

  it("holds each ratio to issue 32's ceiling for the visit kind: 0.6 cold and 1.00 warm against the client-rendered single bundle", () => {
    const cold = byId('cold');
    const warm = byId('warm-new-tab');
    expect(cold.get('content-ssr-federated-vs-csr-single')?.target).toMatchObject({ ceiling: 0.6, verdict: 'met' });
    expect(warm.get('content-ssr-federated-vs-csr-single')?.target).toMatchObject({ ceiling: 1, verdict: 'met' });
    expect(cold.get('content-ssr-federated-vs-ssr-single')?.target).toMatchObject({ ceiling: 1.1, verdict: 'met' });
    expect(warm.get('content-ssr-federated-vs-ssr-single')?.target).toBeNull();
    expect(cold.get('interactive-ssr-federated-vs-csr-federated')?.target).toMatchObject({
      ceiling: 1.05,
      verdict: 'inside',
    });
    expect(cold.get('content-ssr-federated-vs-csr-federated')?.target).toBeNull();
  });

  it("summarises each variant's two signals", () => {
    expect(variantSpreads(samples).ssrSingle).toMatchObject({
      contentMs: { median: 150, min: 140 },
      interactiveMs: { median: 320, max: 330 },
    });
  });
});
