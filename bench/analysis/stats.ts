/** Median and spread of a sample. */
export interface Spread {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
}

/** The q-quantile (0..1) by linear interpolation between the closest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of an empty sample');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  return low + ((sorted[upper] as number) - low) * (position - lower);
}

export function spread(values: readonly number[]): Spread {
  return {
    median: quantile(values, 0.5),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/**
 * The ratio a / b taken pair by pair (run i of a against run i of b, measured next to each other), then summarised:
 * slow drifts of the machine's load hit both halves of a pair alike and cancel out.
 */
export function pairedRatio(a: readonly number[], b: readonly number[]): Spread {
  return spread(pairRatios(a, b));
}

/** a[i] / b[i] for each pair: the sample a paired ratio is summarised from, and bootstrapped over. */
export function pairRatios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length || a.length === 0) throw new Error('paired ratio needs two samples of the same size');
  return a.map((value, index) => value / (b[index] as number));
}

/**
 * The order of runs of two variants: A B, B A, A B, B A, ... so that neither variant always goes first (a warmed
 * server, a cooler CPU or a cached connection favour whichever does).
 */
export function alternatingOrder<T>(a: T, b: T, pairs: number): T[][] {
  return Array.from({ length: pairs }, (_, index) => (index % 2 === 0 ? [a, b] : [b, a]));
}

/**
 * The order of runs of several variants, round by round: each round starts one further along (A B C, B C A, C A B,
 * ...), so that each variant goes first, second, ... equally often.
 */
export function rotatingOrder<T>(items: readonly T[], rounds: number): T[][] {
  return Array.from({ length: rounds }, (_, round) =>
    items.map((_item, index) => items[(index + round) % items.length] as T),
  );
}
