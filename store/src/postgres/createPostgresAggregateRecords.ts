import type { LoadKind } from '@mfp/shared/status';
import type {
  AggregateRecords,
  FailureCount,
  MountCount,
  RejectionCount,
  TimingCount,
} from '../aggregates/AggregateRecords';
import { aggregateBatchSchema } from '../aggregates/aggregateBatchSchema';
import { AggregateRows } from '../aggregates/mergeAggregates';
import type { RecordsDatabase } from './recordsDatabase';

/** A batch's failure rows in one statement: a key stored already adds to its row. */
const ADD_FAILURES = `
  INSERT INTO mfp_failure_counts (bucket, remote, version, kind, digest, code, count, first_seen, last_seen)
  SELECT bucket, remote, version, kind, digest, code, count, "firstSeen", "lastSeen"
  FROM jsonb_to_recordset($1::jsonb) AS row(bucket timestamptz, remote text, version text, kind text, digest text,
    code text, count bigint, "firstSeen" timestamptz, "lastSeen" timestamptz)
  ON CONFLICT (bucket, remote, version, kind, digest) DO UPDATE SET
    count = mfp_failure_counts.count + EXCLUDED.count,
    first_seen = LEAST(mfp_failure_counts.first_seen, EXCLUDED.first_seen),
    last_seen = GREATEST(mfp_failure_counts.last_seen, EXCLUDED.last_seen)`;

/** A batch's histograms in one statement: a key stored already adds slot by slot. */
const ADD_TIMINGS = `
  INSERT INTO mfp_timing_histograms (bucket, remote, version, load, histogram)
  SELECT bucket, remote, version, load,
    ARRAY(SELECT value::bigint FROM jsonb_array_elements_text(histogram) WITH ORDINALITY AS slot(value, at) ORDER BY at)
  FROM jsonb_to_recordset($1::jsonb) AS row(bucket timestamptz, remote text, version text, load text, histogram jsonb)
  ON CONFLICT (bucket, remote, version, load) DO UPDATE SET
    histogram = ARRAY(
      SELECT stored + added
      FROM unnest(mfp_timing_histograms.histogram, EXCLUDED.histogram) WITH ORDINALITY AS slot(stored, added, at)
      ORDER BY at
    )`;

/** A batch's mount counts in one statement: a key stored already adds to its count. */
const ADD_MOUNTS = `
  INSERT INTO mfp_mount_counts (bucket, remote, version, count)
  SELECT bucket, remote, version, count
  FROM jsonb_to_recordset($1::jsonb) AS row(bucket timestamptz, remote text, version text, count bigint)
  ON CONFLICT (bucket, remote, version) DO UPDATE SET count = mfp_mount_counts.count + EXCLUDED.count`;

/** A batch's rejected samples in one statement: a key stored already adds to its count. */
const ADD_REJECTIONS = `
  INSERT INTO mfp_rejection_counts (bucket, remote, version, sample, reason, count)
  SELECT bucket, remote, version, sample, reason, count
  FROM jsonb_to_recordset($1::jsonb) AS row(bucket timestamptz, remote text, version text, sample text, reason text,
    count bigint)
  ON CONFLICT (bucket, remote, version, sample, reason) DO UPDATE SET
    count = mfp_rejection_counts.count + EXCLUDED.count`;

interface FailureRow {
  bucket: Date;
  remote: string;
  version: string;
  kind: string;
  digest: string;
  code: string;
  count: string;
  first_seen: Date;
  last_seen: Date;
}

interface TimingRow {
  bucket: Date;
  remote: string;
  version: string;
  load: LoadKind;
  histogram: string[];
}

interface MountRow {
  bucket: Date;
  remote: string;
  version: string;
  count: string;
}

/** `sample` and `reason` are what `add` checked against their closed sets (`aggregateBatchSchema`). */
interface RejectionRow extends MountRow {
  sample: RejectionCount['sample'];
  reason: RejectionCount['reason'];
}

/** Every table of counts, each keyed by its bucket first: what `prune` deletes from. */
const AGGREGATE_TABLES = ['mfp_failure_counts', 'mfp_timing_histograms', 'mfp_mount_counts', 'mfp_rejection_counts'];

/** The rejected samples since `since` (migration 0007). */
async function readRejections(db: RecordsDatabase, since: Date): Promise<RejectionCount[]> {
  const { rows } = await db.query<RejectionRow>('SELECT * FROM mfp_rejection_counts WHERE bucket >= $1', [since]);
  return rows.map(({ remote, version, sample, reason, bucket, count }) => ({
    remote,
    version,
    sample,
    reason,
    bucket: bucket.toISOString(),
    count: Number(count),
  }));
}

/**
 * Counts in the records database (migrations 0003, 0005, 0006 and 0007), shared by every host server that uses it:
 * `add` is one transaction of an upsert per kind of row, so concurrent servers add without losing each other's counts.
 */
export function createPostgresAggregateRecords(db: RecordsDatabase): AggregateRecords {
  return {
    async add(batch) {
      // Keys repeated in one batch are merged first: one statement may not update a row twice.
      const merged = new AggregateRows().add(aggregateBatchSchema.parse(batch)).batch();
      const rows = merged.failures.length + merged.timings.length + merged.mounts.length + merged.rejections.length;
      if (rows === 0) return;
      await db.transaction(async (client) => {
        if (merged.failures.length > 0) await client.query(ADD_FAILURES, [JSON.stringify(merged.failures)]);
        if (merged.timings.length > 0) await client.query(ADD_TIMINGS, [JSON.stringify(merged.timings)]);
        if (merged.mounts.length > 0) await client.query(ADD_MOUNTS, [JSON.stringify(merged.mounts)]);
        if (merged.rejections.length > 0) await client.query(ADD_REJECTIONS, [JSON.stringify(merged.rejections)]);
      });
    },
    async read(since) {
      const [failures, timings, mounts, rejections] = await Promise.all([
        db.query<FailureRow>('SELECT * FROM mfp_failure_counts WHERE bucket >= $1', [since]),
        db.query<TimingRow>(
          'SELECT bucket, remote, version, load, histogram::text[] AS histogram FROM mfp_timing_histograms ' +
            'WHERE bucket >= $1',
          [since],
        ),
        db.query<MountRow>('SELECT bucket, remote, version, count FROM mfp_mount_counts WHERE bucket >= $1', [since]),
        readRejections(db, since),
      ]);
      return {
        failures: failures.rows.map((row): FailureCount => ({
          remote: row.remote,
          version: row.version,
          kind: row.kind,
          code: row.code,
          digest: row.digest,
          bucket: row.bucket.toISOString(),
          count: Number(row.count),
          firstSeen: row.first_seen.toISOString(),
          lastSeen: row.last_seen.toISOString(),
        })),
        timings: timings.rows.map((row): TimingCount => ({
          remote: row.remote,
          version: row.version,
          load: row.load,
          bucket: row.bucket.toISOString(),
          histogram: row.histogram.map(Number),
        })),
        mounts: mounts.rows.map((row): MountCount => ({
          remote: row.remote,
          version: row.version,
          bucket: row.bucket.toISOString(),
          count: Number(row.count),
        })),
        rejections,
      };
    },
    async prune(before) {
      await db.transaction(async (client) => {
        for (const table of AGGREGATE_TABLES) await client.query(`DELETE FROM ${table} WHERE bucket < $1`, [before]);
      });
    },
  };
}
