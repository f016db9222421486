-- The releases, one row per remote: its record as the releases file holds it (validated on every read), and the
-- registry the host serves, one row, with a revision bumped by every switch.
CREATE TABLE mfp_releases (
  remote text PRIMARY KEY,
  record jsonb NOT NULL
);

CREATE TABLE mfp_registry (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  document text NOT NULL,
  revision bigint NOT NULL,
  switched_at timestamptz NOT NULL DEFAULT now()
);
