import type { AggregateBatch } from '@mfp/store/aggregates';

/** Mounts of one remote's release counted in one bucket, as every host adds them to the aggregates (issue 33). */
interface MountCount {
  remote: string;
  version: string;
  bucket: string;
  count: number;
}

/**
 * Mounts of `remote`'s `version` in `batch`, in buckets from `from` (ISO 8601) on: every mount of its slot, not a
 * sample, the denominator of its failure rates. The one place that reads the batch's `mounts` rows: a batch without
 * them (an aggregate store that does not count mounts yet) has none, and the analysis waits rather than guess.
 */
export function mountsOf(batch: AggregateBatch, remote: string, version: string, from: string): number {
  const rows = (batch as AggregateBatch & { mounts?: readonly MountCount[] }).mounts ?? [];
  return rows
    .filter((row) => row.remote === remote && row.version === version && row.bucket >= from)
    .reduce((sum, row) => sum + row.count, 0);
}
