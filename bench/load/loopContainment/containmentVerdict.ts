import type { RouteLoad } from './containmentResult';

/**
 * The other routes' p99 with the looping remote over their p99 without it, and whether containment held: the ratio at
 * or under `ceiling` and no errors in either run. A p99 of 0 ms (autocannon's resolution is 1 ms) counts as 1 ms.
 */
export function containmentVerdict(
  without: Pick<RouteLoad, 'latencyMs' | 'errors'>,
  withLoop: Pick<RouteLoad, 'latencyMs' | 'errors'>,
  ceiling: number,
): { p99Ratio: number; met: boolean } {
  const p99Ratio = Math.round((Math.max(1, withLoop.latencyMs.p99) / Math.max(1, without.latencyMs.p99)) * 100) / 100;
  return { p99Ratio, met: p99Ratio <= ceiling && without.errors === 0 && withLoop.errors === 0 };
}
