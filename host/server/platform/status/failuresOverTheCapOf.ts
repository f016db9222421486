import { OVER_THE_CAP_DIGEST, type AggregateBatch } from '@mfp/store/aggregates';

/**
 * How many of `remote`'s failures were counted without their digest, over the servers' daily cap of distinct failures
 * (`MAX_FAILURE_KEYS`), in the last hour (to ten minutes) and day; undefined when none were. The failure table lists
 * no detail for them, and the rollout analysis counts them all.
 */
export function failuresOverTheCapOf(
  remote: string,
  counts: AggregateBatch,
  hourFrom: string,
): { lastHour: number; lastDay: number } | undefined {
  let lastHour = 0;
  let lastDay = 0;
  for (const row of counts.failures) {
    if (row.remote !== remote || row.digest !== OVER_THE_CAP_DIGEST) continue;
    lastDay += row.count;
    if (row.bucket >= hourFrom) lastHour += row.count;
  }
  return lastDay > 0 ? { lastHour, lastDay } : undefined;
}
