import type { MemoryCheckpoint } from './deployMemoryResult';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Each process's memory after the last deploy over its memory after the first (the checkpoints in deploy order), and
 * whether both stay at or under `ceiling`. A render process missing at either end gives no ratio and misses the target:
 * the case renders every release, so its absence means the figure was not taken.
 */
export function memoryRatios(
  checkpoints: readonly MemoryCheckpoint[],
  ceiling: number,
): { hostRatio: number; renderProcessRatio: number | null; met: boolean } {
  const first = checkpoints[0];
  const last = checkpoints.at(-1);
  if (!first || !last || first === last) throw new Error('memoryRatios needs checkpoints after two deploys at least');
  const hostRatio = round2(last.hostRssMb / first.hostRssMb);
  const renderProcessRatio =
    first.renderProcessRssMb !== null && last.renderProcessRssMb !== null
      ? round2(last.renderProcessRssMb / first.renderProcessRssMb)
      : null;
  const met = hostRatio <= ceiling && renderProcessRatio !== null && renderProcessRatio <= ceiling;
  return { hostRatio, renderProcessRatio, met };
}
