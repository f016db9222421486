-- Samples browsers sent that no page-view token vouched for (decisions 0087 and 0090), per remote, version, what they
-- claimed (`sample`: mount, timing, failure) and why they were not counted (`reason`): what a rollout's record says
-- it left out. Ten-minute buckets, as `mfp_failure_counts`, so a rollout's window reads them as it reads its failures.
-- Rows older than a day are deleted by the servers (`prune`). `remote` is '' for a failure that named none, `version`
-- '' when the browser knew none.
CREATE TABLE mfp_rejection_counts (
  bucket timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  sample text NOT NULL,
  reason text NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (bucket, remote, version, sample, reason)
);
