/** A proportion's confidence interval, both ends between 0 and 1. */
export interface ProportionInterval {
  lower: number;
  upper: number;
}

/**
 * The Wilson score interval of `events` out of `trials` at `z` standard deviations (1.96: 95%, two-sided). Unlike the
 * normal approximation it stays inside [0, 1] and is honest at 0 events, which is a healthy release's usual count:
 * 0 of 100 gives [0, 0.037], not [0, 0].
 */
export function wilsonInterval(events: number, trials: number, z: number): ProportionInterval {
  if (trials <= 0) return { lower: 0, upper: 1 };
  const rate = events / trials;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
