import type { AggregateRecords } from '../aggregates/AggregateRecords';
import type { ControlRecords } from '../control/ControlRecords';
import { formatRegistry } from '../records/registryFromReleases';
import type { ReleaseRecords } from '../records/ReleaseRecords';
import { parseReleases, type ReleasesFile } from '../records/releasesFile';
import { advisoryLocks } from './advisoryLocks';
import { createPostgresAggregateRecords } from './createPostgresAggregateRecords';
import { createPostgresControlRecords } from './createPostgresControlRecords';
import { recordsDatabase } from './recordsDatabase';
import { REGISTRY_CHANNEL, watchRegistrySwitches } from './registryWatch';
import { tryPostgresLease } from './tryPostgresLease';

/**
 * Every kind of record in one PostgreSQL database, on one pool of connections: the releases and the registry (this
 * object), the control records and the aggregates. `close` ends the pool (a command may also just exit).
 */
export interface PostgresRecords extends ReleaseRecords {
  /** The deploy API's records in the same database, on the same pool: they join `withLock`'s transaction. */
  readonly control: ControlRecords;
  /** The failure and load-time counts of every host server, in the same database. */
  readonly aggregates: AggregateRecords;
  close(): Promise<void>;
}

/**
 * The switch, one statement: store the document, bump the revision (the row's lock orders racing writers), and
 * notify listeners. Inside `withLock`'s transaction the notification leaves at its commit, never before.
 */
const SWITCH_REGISTRY = `
  WITH switched AS (
    INSERT INTO mfp_registry (singleton, document, revision) VALUES (true, $1, 1)
    ON CONFLICT (singleton) DO UPDATE
      SET document = EXCLUDED.document, revision = mfp_registry.revision + 1, switched_at = now()
    RETURNING revision
  )
  SELECT pg_notify('${REGISTRY_CHANNEL}', revision::text) FROM switched`;

/** Replaces every remote's record, touching only the rows that change. */
const WRITE_RELEASES = `
  INSERT INTO mfp_releases (remote, record) SELECT key, value FROM jsonb_each($1::jsonb)
  ON CONFLICT (remote) DO UPDATE SET record = EXCLUDED.record
    WHERE mfp_releases.record IS DISTINCT FROM EXCLUDED.record`;

/**
 * All the records of a store in PostgreSQL (docs/decisions/0033), on one pool: each remote's releases a row of
 * validated JSON, the registry one row with its revision, the locks advisory locks, switches announced by NOTIFY; the
 * control records (which join `withLock`'s transaction) and the aggregates in tables of their own. The schema is
 * migrated on first use. Creating it sends nothing; `url` is STORE_RECORDS_URL (or what `setting` names in messages), and
 * `location` the same without credentials.
 */
export function createPostgresRecords(url: string, { setting }: { setting?: string } = {}): PostgresRecords {
  const db = recordsDatabase(url, setting);
  const locks = advisoryLocks(db);
  return {
    location: db.location,
    async readReleases() {
      const { rows } = await db.query<{ remote: string; record: unknown }>(
        'SELECT remote, record FROM mfp_releases ORDER BY remote',
      );
      const remotes = Object.fromEntries(rows.map((row) => [row.remote, row.record]));
      return parseReleases(JSON.stringify({ remotes }), `table mfp_releases in ${db.location}`);
    },
    writeReleases: (releases: ReleasesFile) =>
      db.transaction(async (client) => {
        await client.query('DELETE FROM mfp_releases WHERE NOT (remote = ANY($1))', [Object.keys(releases.remotes)]);
        await client.query(WRITE_RELEASES, [JSON.stringify(releases.remotes)]);
      }),
    async readRegistry() {
      const { rows } = await db.query<{ document: string; revision: string }>(
        'SELECT document, revision::text FROM mfp_registry',
      );
      const row = rows[0];
      if (!row) return { kind: 'missing', location: `${db.location} (table mfp_registry)` };
      return { kind: 'found', bytes: Buffer.from(row.document), revision: row.revision };
    },
    async writeRegistry(document) {
      await db.query(SWITCH_REGISTRY, [formatRegistry(document)]);
    },
    async registryRevision() {
      const { rows } = await db.query<{ revision: string }>('SELECT revision::text FROM mfp_registry');
      return rows[0]?.revision;
    },
    watchRegistry: (onSwitch) => watchRegistrySwitches(url, onSwitch, db.fail),
    async checkWritable() {
      await db.query('SELECT 1');
    },
    withLock: (work, options) => locks.withLock(work, options),
    withRemoteLock: (remote, work, options) => locks.withRemoteLock(remote, work, options),
    tryLease: (name) => tryPostgresLease(db, name),
    control: createPostgresControlRecords(db),
    aggregates: createPostgresAggregateRecords(db),
    close: () => db.close(),
  };
}
