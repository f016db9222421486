-- Mounts of each remote's slot per remote and version, every one, not a sample (decision 0075): what a rollout's
-- failure rate is divided by. Ten-minute buckets, as `mfp_failure_counts`, so both have the same window. Rows older
-- than a day are deleted by the servers (`prune`). `version` is '' when the browser knew none.
CREATE TABLE mfp_mount_counts (
  bucket timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (bucket, remote, version)
);
