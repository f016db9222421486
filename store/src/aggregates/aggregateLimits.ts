/** Where reports naming no registered remote are counted, all of them as one row per bucket: no remote has this name. */
export const UNKNOWN_REMOTE = '(unknown)';

/**
 * The digest of the one row per remote, version and kind that holds the failures beyond a server's daily cap of
 * distinct failures: the status page lists no detail for them, but the rollout analysis counts them all (issue 41).
 * Not a number, so it never passes for a real digest.
 */
export const OVER_THE_CAP_DIGEST = '(over the cap)';

/** Where the host's own failures (culprit `host`, no remote) are counted, per digest as a remote's are. */
export const HOST_FAILURES = '(host)';

/**
 * Failures are counted per ten minutes, so "the last hour" is exact to ten minutes; mounts in the same buckets, so a
 * failure rate per mount has one window on both sides (decision 0075).
 */
export const FAILURE_BUCKET_MS = 10 * 60_000;
/**
 * Load times per ten minutes, as failures and mounts: a rollout's load times are compared with the stable release's
 * from the bucket it started in, not from the whole hour of warm loads before it (issue 41, decision 0089). The
 * status page's chart groups them by hour.
 */
export const TIMING_BUCKET_MS = 10 * 60_000;
/** What the status page shows, and how long rows are kept. */
export const AGGREGATE_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Upper bounds (ms, inclusive) of the load-time histogram's slots; one more slot holds everything slower. Spaced
 * roughly by 1.5x, so a quantile read from it is within about 25% of the true one, whatever the spread; and the same
 * bounds as the Prometheus histogram, so both tell the same story.
 */
export const TIMING_BOUNDS_MS = [
  50, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10_000, 20_000, 60_000,
] as const;

/** Slots of a stored histogram: one per bound, and one beyond the last. */
export const TIMING_SLOTS = TIMING_BOUNDS_MS.length + 1;

/** The start of the bucket of `size` ms holding `time`. */
export const bucketStart = (time: number, size: number): string => new Date(time - (time % size)).toISOString();
