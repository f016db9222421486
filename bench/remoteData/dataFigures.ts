import { bootstrapInterval, targetResult } from '../analysis/bootstrap';
import { quantileRatioInterval } from '../analysis/quantileRatioInterval';
import { pairedRatio, pairRatios, quantile, spread, type Spread } from '../analysis/stats';
import { DATA_SIGNALS, type DataComparison, type FirstByteGrowth } from '../results/remoteDataSchema';

/** The two server-rendered variants of issue 42's data cases: the platform, and the honest limit. */
export const DATA_VARIANTS = ['ssrFederated', 'ssrSingle'] as const;
export type DataVariant = (typeof DATA_VARIANTS)[number];
export type DataSignal = (typeof DATA_SIGNALS)[number];

/** One measured visit: its times in ms since the navigation started, and the API requests it caused. */
export type DataSample = Record<DataSignal, number>;
/** Each variant's samples, round by round: sample `i` of both variants was measured in round `i`. */
export type DataRoundSamples = Record<DataVariant, DataSample[]>;

/** Issue 42's ceilings on federated / single bundle, by signal, at an API latency; undefined reports without one. */
const CEILINGS: Record<Exclude<DataSignal, 'apiRequests'>, (apiLatencyMs: number) => number | undefined> = {
  firstByteMs: () => undefined,
  shellMs: () => 1.1,
  // At 0 ms the products come with the shell: the issue sets this target where the API is slow.
  contentMs: (apiLatencyMs) => (apiLatencyMs >= 300 ? 1.1 : undefined),
  interactiveMs: () => 1.1,
};

/** Issue 42: a data page's first byte at any API latency / at 0 ms (the shell does not wait for the API). */
const FIRST_BYTE_GROWTH_CEILING = 1.2;

/** Every federated / single-bundle ratio of one case, round by round, with its interval and the target's verdict. */
export function dataComparisons(samples: DataRoundSamples, apiLatencyMs: number): DataComparison[] {
  return (Object.keys(CEILINGS) as (keyof typeof CEILINGS)[]).map((signal) => {
    const values = (variant: DataVariant) => samples[variant].map((sample) => sample[signal]);
    const interval = bootstrapInterval(pairRatios(values('ssrFederated'), values('ssrSingle')));
    const ceiling = CEILINGS[signal](apiLatencyMs);
    return {
      id: `${signal.replace(/Ms$/, '')}-ssr-federated-vs-ssr-single`,
      signal,
      ratio: pairedRatio(values('ssrFederated'), values('ssrSingle')),
      ratioInterval: interval,
      target: ceiling === undefined ? null : targetResult(interval, { ceiling }),
    };
  });
}

/**
 * The median first byte of `atLatency`'s visits / that of the same variant's visits with the API at 0 ms, measured in
 * another case of the same run: two samples, so the interval resamples both.
 */
export function firstByteGrowth(atLatency: readonly number[], atZero: readonly number[]): FirstByteGrowth {
  const interval = quantileRatioInterval(atLatency, atZero, 0.5);
  return {
    ratio: quantile(atLatency, 0.5) / quantile(atZero, 0.5),
    interval,
    target: targetResult(interval, { ceiling: FIRST_BYTE_GROWTH_CEILING }),
  };
}

/** Each variant's spread of every signal. */
export function dataSpreads(samples: DataRoundSamples): Record<DataVariant, Record<DataSignal, Spread>> {
  const of = (variant: DataVariant) =>
    Object.fromEntries(
      DATA_SIGNALS.map((signal) => [signal, spread(samples[variant].map((sample) => sample[signal]))]),
    ) as Record<DataSignal, Spread>;
  return { ssrFederated: of('ssrFederated'), ssrSingle: of('ssrSingle') };
}
