-- The platform team's settings of each remote (decision 0065): whether the host renders it on the server, and the
-- limits that override the host's for it. One record a remote, replaced whole by each change; the JSON its schema
-- defines (validated on every read), as the other control records.
CREATE TABLE mfp_remote_settings (
  name text PRIMARY KEY,
  record jsonb NOT NULL
);
