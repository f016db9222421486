import { quantile } from './stats';

/** A 95% (or other) confidence interval of a statistic, with the statistic itself. */
export interface Interval {
  estimate: number;
  low: number;
  high: number;
  /** The confidence level, e.g. 0.95. */
  level: number;
  resamples: number;
}

/**
 * mulberry32: a small seeded generator of numbers in [0, 1). A fixed seed makes an interval reproducible from its
 * sample, so a test can pin it and two runs of the report agree.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOOTSTRAP_SEED = 21;
const BOOTSTRAP_RESAMPLES = 2000;

const median = (values: readonly number[]) => quantile(values, 0.5);

/**
 * Percentile bootstrap interval of `statistic` (the median by default) over `values`: resample the values with
 * replacement, `resamples` times, and take the middle `level` of the statistics. For a paired ratio the values are the
 * per-pair ratios, so a pair is resampled whole and the interval keeps what pairing bought.
 */
export function bootstrapInterval(
  values: readonly number[],
  {
    level = 0.95,
    resamples = BOOTSTRAP_RESAMPLES,
    seed = BOOTSTRAP_SEED,
    statistic = median,
  }: { level?: number; resamples?: number; seed?: number; statistic?: (sample: readonly number[]) => number } = {},
): Interval {
  if (values.length === 0) throw new Error('bootstrap interval of an empty sample');
  const random = seededRandom(seed);
  const statistics: number[] = [];
  const sample = new Array<number>(values.length);
  for (let round = 0; round < resamples; round++) {
    for (let index = 0; index < values.length; index++)
      sample[index] = values[Math.floor(random() * values.length)] as number;
    statistics.push(statistic(sample));
  }
  const tail = (1 - level) / 2;
  return {
    estimate: statistic(values),
    low: quantile(statistics, tail),
    high: quantile(statistics, 1 - tail),
    level,
    resamples,
  };
}

/** Where a target stands against an interval: the whole interval is under it, it is inside, or the interval is over. */
export type TargetVerdict = 'met' | 'inside' | 'missed';

/**
 * A target that is a ceiling ("ratio at most 1.05"): `met` when the interval's top is at or under it (the measured
 * value is below the target with 95% confidence), `missed` when the interval's bottom is over it, `inside` otherwise
 * (the run cannot tell).
 */
export function verdictFor(interval: Pick<Interval, 'low' | 'high'>, ceiling: number): TargetVerdict {
  if (interval.high <= ceiling) return 'met';
  if (interval.low > ceiling) return 'missed';
  return 'inside';
}

/** The words a report prints for a verdict: where the target sits relative to the interval. */
export function verdictWords(verdict: TargetVerdict): string {
  return {
    met: 'target above the interval (met)',
    inside: 'target inside the interval',
    missed: 'target below the interval (missed)',
  }[verdict];
}

/** A ceiling and a goal under it, each placed against the interval; null without a target. */
export function targetResult(
  interval: Pick<Interval, 'low' | 'high'>,
  target: { ceiling: number; goal?: number } | undefined,
): { ceiling: number; verdict: TargetVerdict; goal: number | null; goalVerdict: TargetVerdict | null } | null {
  if (!target) return null;
  return {
    ceiling: target.ceiling,
    verdict: verdictFor(interval, target.ceiling),
    goal: target.goal ?? null,
    goalVerdict: target.goal === undefined ? null : verdictFor(interval, target.goal),
  };
}
