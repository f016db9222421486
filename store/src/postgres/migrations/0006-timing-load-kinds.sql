-- Load times per load kind (decision 0091): a browser's first load of a release's files and its later ones are kept
-- apart, so the rollout analysis compares first loads with first loads and later with later. Rows counted before are
-- 'later', the kind nearly all of them were; they stay readable and merge with the new 'later' rows.
ALTER TABLE mfp_timing_histograms ADD COLUMN load text NOT NULL DEFAULT 'later'
  CHECK (load IN ('first', 'later'));
ALTER TABLE mfp_timing_histograms DROP CONSTRAINT mfp_timing_histograms_pkey;
ALTER TABLE mfp_timing_histograms ADD PRIMARY KEY (bucket, remote, version, load);
