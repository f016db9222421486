import type { LoadKind } from '@mfp/shared/status';
import type { PageViewClaim, PageViewRejection } from '@mfp/shared/pageViews';

/**
 * Counts every host server adds and every host server reads (issue 22, decision 0045): failure reports by remote,
 * version, kind and digest in short buckets, mounts of a remote's slot by remote and version in the same buckets
 * (decision 0075), real-user load times by remote, version and load kind (decision 0091) as a bounded histogram per
 * ten minutes, and the samples no page-view token vouched for, by remote, version, sample and reason (decision 0090).
 * Never raw samples, never a report's text. Any implementation must pass `describeAggregateRecordsContract`
 * (`@mfp/store/contract`).
 *
 * Not covered: which remotes and versions are worth a row. Callers bound them (unknown remotes as `UNKNOWN_REMOTE`),
 * and the rows expire with `prune`.
 */
export interface AggregateRecords {
  /**
   * Adds a batch: a row whose key is stored already adds its counts to it (first seen the earliest, last seen the
   * latest). A batch that breaks `aggregateBatchSchema` rejects, storing nothing of it.
   */
  add(batch: AggregateBatch): Promise<void>;
  /** Every row whose bucket starts at or after `since`, from every writer, merged by key. */
  read(since: Date): Promise<AggregateBatch>;
  /** Forgets the buckets that started before `before`. */
  prune(before: Date): Promise<void>;
}

/** One failure (one digest) of one remote and version, counted in one bucket. `version` is '' when none was known. */
export interface FailureCount {
  remote: string;
  version: string;
  kind: string;
  code: string;
  digest: string;
  /** Start of the bucket (ISO 8601), a multiple of FAILURE_BUCKET_MS. */
  bucket: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/**
 * Load times of one remote, version and load kind in one bucket: counts per `TIMING_BOUNDS_MS` slot, the last one
 * unbounded.
 */
export interface TimingCount {
  remote: string;
  version: string;
  /** The browser's first load of the release's files, or a later one (decision 0091). */
  load: LoadKind;
  /** Start of the bucket (ISO 8601), a multiple of TIMING_BUCKET_MS. */
  bucket: string;
  histogram: number[];
}

/**
 * Mounts of one remote's slot in one bucket, against the version each mount tried first: every mount, not a sample,
 * whether it rendered or failed. `version` is '' when none was known.
 */
export interface MountCount {
  remote: string;
  version: string;
  /** Start of the bucket (ISO 8601), a multiple of FAILURE_BUCKET_MS, as failures' buckets. */
  bucket: string;
  count: number;
}

/**
 * Samples browsers sent that no page-view token vouched for (decision 0087), of one remote's slot in one bucket, by
 * what they claimed and why they were not counted (decision 0090): what a rollout's record says it left out. `remote`
 * is '' for a failure that named none (the host's, the registry's), `version` '' when none was known.
 */
export interface RejectionCount {
  remote: string;
  version: string;
  sample: PageViewClaim;
  reason: PageViewRejection;
  /** Start of the bucket (ISO 8601), a multiple of FAILURE_BUCKET_MS, as failures' and mounts' buckets. */
  bucket: string;
  count: number;
}

export interface AggregateBatch {
  failures: FailureCount[];
  timings: TimingCount[];
  mounts: MountCount[];
  rejections: RejectionCount[];
}
