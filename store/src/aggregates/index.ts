/**
 * `@mfp/store/aggregates`: for the host server's counts of failures, mounts and load times: a batch's shape and the limits
 * every server and the status page agree on (the records themselves are `AggregateRecords`, from `@mfp/store`).
 */
export type { AggregateBatch, FailureCount, MountCount, RejectionCount, TimingCount } from './AggregateRecords';
export {
  AGGREGATE_RETENTION_MS,
  bucketStart,
  FAILURE_BUCKET_MS,
  HOST_FAILURES,
  OVER_THE_CAP_DIGEST,
  TIMING_BOUNDS_MS,
  TIMING_BUCKET_MS,
  TIMING_SLOTS,
  UNKNOWN_REMOTE,
} from './aggregateLimits';
