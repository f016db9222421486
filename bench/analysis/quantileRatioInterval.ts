import { seededRandom, type Interval } from './bootstrap';
import { quantile } from './stats';

const SEED = 32;
const RESAMPLES = 2000;

/**
 * Percentile bootstrap interval of quantile(a, q) / quantile(b, q) for two samples measured independently (no pairs):
 * each resample draws both samples with replacement, from a fixed seed, so one pair of samples always gives one
 * interval. For the p99 of a few hundred answers the interval is wide: its top rests on a handful of the slowest.
 */
export function quantileRatioInterval(
  a: readonly number[],
  b: readonly number[],
  q: number,
  { level = 0.95, resamples = RESAMPLES, seed = SEED }: { level?: number; resamples?: number; seed?: number } = {},
): Interval {
  if (a.length === 0 || b.length === 0) throw new Error('quantile ratio of an empty sample');
  const random = seededRandom(seed);
  const draw = (values: readonly number[]) =>
    Array.from({ length: values.length }, () => values[Math.floor(random() * values.length)] as number);
  const ratios: number[] = [];
  for (let round = 0; round < resamples; round++) ratios.push(quantile(draw(a), q) / quantile(draw(b), q));
  const tail = (1 - level) / 2;
  return {
    estimate: quantile(a, q) / quantile(b, q),
    low: quantile(ratios, tail),
    high: quantile(ratios, 1 - tail),
    level,
    resamples,
  };
}
