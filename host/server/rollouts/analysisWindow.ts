import { bucketStart, FAILURE_BUCKET_MS, TIMING_BUCKET_MS } from '@mfp/store/aggregates';

/**
 * The aggregate buckets a rollout is judged over (decision 0078): the rollout so far, both releases over the same
 * buckets. Failures, mounts and load times from the ten-minute bucket the rollout started in (load times from its
 * hour before decision 0089, which compared the rollout's first loads with a whole hour of the stable release's warm
 * ones). A bucket that began before the start holds stable counts from before it too: rates and quantiles, not
 * counts, are compared, so both sides see the same edges.
 */
export interface AnalysisWindow {
  /** Where the counts are read from: the earlier of the two starts. */
  since: Date;
  failuresFrom: string;
  timingsFrom: string;
}

export function analysisWindowOf(startedAt: string): AnalysisWindow {
  const start = Date.parse(startedAt);
  const timingsFrom = bucketStart(start, TIMING_BUCKET_MS);
  return { since: new Date(timingsFrom), failuresFrom: bucketStart(start, FAILURE_BUCKET_MS), timingsFrom };
}
