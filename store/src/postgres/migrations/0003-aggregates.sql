-- Counts every host server adds and reads (decision 0045): failure reports per ten-minute bucket, and load-time
-- histograms per hour (one count per slot of TIMING_BOUNDS_MS, never raw samples). Rows older than a day are deleted
-- by the servers (`prune`). `version` is '' when the browser knew none.
CREATE TABLE mfp_failure_counts (
  bucket timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL,
  digest text NOT NULL,
  code text NOT NULL,
  count bigint NOT NULL,
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (bucket, remote, version, kind, digest)
);

CREATE TABLE mfp_timing_histograms (
  bucket timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  histogram bigint[] NOT NULL,
  PRIMARY KEY (bucket, remote, version)
);
