-- The deploy API's records (decision 0036): tokens (a hash of each secret, never the token), remotes registered before
-- their first deploy, and the audit trail, appended only. Each record is the JSON its schema defines (validated on
-- every read); `seq` keeps the order of insertion, which is what "oldest first" and "newest first" mean.
CREATE TABLE mfp_tokens (
  id text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  record jsonb NOT NULL
);

CREATE TABLE mfp_registrations (
  name text PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  record jsonb NOT NULL
);

CREATE TABLE mfp_audit (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  remote text,
  entry jsonb NOT NULL
);

-- A remote's trail, newest first, without reading every other remote's.
CREATE INDEX mfp_audit_by_remote ON mfp_audit (remote, seq DESC);
