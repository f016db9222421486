import { FAILURE_KINDS, failureCode, type FailureKind } from '@mfp/shared/failures';
import type { AggregateBatch, FailureCount } from '@mfp/store/aggregates';
import { TIMING_SLOTS } from '@mfp/store/aggregates';

/** A failure row of `remote`'s `version` in the bucket at `bucket`, counted `count` times. */
export const failureRow = (
  version: string,
  kind: string,
  count: number,
  bucket = '2026-11-27T10:00:00.000Z',
  remote = 'catalog',
): FailureCount => ({
  remote,
  version,
  kind,
  code: (FAILURE_KINDS as readonly string[]).includes(kind) ? failureCode(kind as FailureKind) : '',
  digest: '1',
  bucket,
  count,
  firstSeen: bucket,
  lastSeen: bucket,
});

/** A histogram with `count` load times in the slot of `slot` (TIMING_BOUNDS_MS's index). */
export function histogramWith(count: number, slot: number): number[] {
  const histogram = new Array<number>(TIMING_SLOTS).fill(0);
  histogram[slot] = count;
  return histogram;
}

/** A batch of these rows, none of the others. */
export const batchWith = (batch: Partial<AggregateBatch>): AggregateBatch => ({
  failures: [],
  mounts: [],
  timings: [],
  rejections: [],
  ...batch,
});
