import { TIMING_LIMITS } from '@mfp/shared/status';
import { TIMING_BOUNDS_MS } from '@mfp/store/aggregates';

/** Adds histograms slot by slot. */
export function addHistograms(into: number[], from: readonly number[]): number[] {
  from.forEach((value, slot) => (into[slot] = (into[slot] ?? 0) + value));
  return into;
}

export const countOf = (histogram: readonly number[]) => histogram.reduce((sum, value) => sum + value, 0);

/**
 * The `q` quantile (0 to 1) of the times a histogram counted, interpolated linearly inside the slot it falls in, as
 * Prometheus's `histogram_quantile` does. Within one slot's width of the truth: slots grow by about 1.5x (decision
 * 0045). 0 for an empty histogram.
 */
export function quantileOf(histogram: readonly number[], q: number): number {
  const total = countOf(histogram);
  if (total === 0) return 0;
  const rank = q * total;
  let below = 0;
  for (let slot = 0; slot < histogram.length; slot += 1) {
    const inSlot = histogram[slot] ?? 0;
    if (inSlot > 0 && below + inSlot >= rank) {
      const lower = slot === 0 ? 0 : (TIMING_BOUNDS_MS[slot - 1] ?? 0);
      const upper = TIMING_BOUNDS_MS[slot] ?? TIMING_LIMITS.maxMs;
      return Math.round(lower + ((upper - lower) * (rank - below)) / inSlot);
    }
    below += inSlot;
  }
  return TIMING_LIMITS.maxMs;
}
