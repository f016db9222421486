import { wilsonInterval } from './wilsonInterval';

/** Events out of trials: failures out of mounts. */
export interface Counted {
  events: number;
  trials: number;
}

/** How much higher one rate is than another, with its confidence interval. */
export interface RateDifference {
  difference: number;
  lower: number;
  upper: number;
}

/**
 * The difference of two rates, `a` minus `b`, with Newcombe's hybrid score interval (1998, method 10), built from
 * each rate's Wilson interval at `z`. It keeps the Wilson interval's good behaviour at rates near 0, where a
 * release's failure rate lives, and needs no continuity correction.
 */
export function rateDifference(a: Counted, b: Counted, z: number): RateDifference {
  const rateA = a.trials > 0 ? a.events / a.trials : 0;
  const rateB = b.trials > 0 ? b.events / b.trials : 0;
  const intervalA = wilsonInterval(a.events, a.trials, z);
  const intervalB = wilsonInterval(b.events, b.trials, z);
  const difference = rateA - rateB;
  return {
    difference,
    lower: difference - Math.hypot(rateA - intervalA.lower, intervalB.upper - rateB),
    upper: difference + Math.hypot(intervalA.upper - rateA, rateB - intervalB.lower),
  };
}
