import type { ControlRecords } from '../control/ControlRecords';
import {
  auditEntrySchema,
  deployTokenRecordSchema,
  remoteRegistrationSchema,
  remoteSettingsSchema,
} from '../control/controlRecordSchemas';
import { parseControlRecord } from '../control/controlRecordsCorrupt';
import { StoreError } from '../StoreError';
import type { RecordsDatabase } from './recordsDatabase';

const DEFAULT_AUDIT_LIMIT = 100;

/** Marks a token revoked unless it was, in one statement; `found` tells an unknown id from one revoked before. */
const REVOKE_TOKEN = `
  WITH found AS (SELECT id, record ? 'revokedAt' AS revoked FROM mfp_tokens WHERE id = $1),
  revoked AS (
    UPDATE mfp_tokens SET record = record || jsonb_build_object('revokedAt', $2::text)
    WHERE id = $1 AND NOT (record ? 'revokedAt') RETURNING id
  )
  SELECT (SELECT revoked FROM found) AS was_revoked, (SELECT count(*) FROM revoked) AS changed`;

/** Deploy tokens, in table `mfp_tokens`. */
function tokenRecords(
  db: RecordsDatabase,
): Pick<ControlRecords, 'addToken' | 'listTokens' | 'findToken' | 'revokeToken'> {
  const tokensAt = `table mfp_tokens in ${db.location}`;
  return {
    async addToken(token) {
      const record = deployTokenRecordSchema.parse(token);
      const { rowCount } = await db.query(
        'INSERT INTO mfp_tokens (id, record) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
        [record.id, JSON.stringify(record)],
      );
      if (rowCount === 0)
        throw new StoreError('token-exists', `a token with id ${record.id} is stored already: issue a new token`);
    },
    async listTokens() {
      const { rows } = await db.query<{ record: unknown }>('SELECT record FROM mfp_tokens ORDER BY seq');
      return rows.map((row) => parseControlRecord(deployTokenRecordSchema, row.record, tokensAt));
    },
    async findToken(id) {
      const { rows } = await db.query<{ record: unknown }>('SELECT record FROM mfp_tokens WHERE id = $1', [id]);
      return rows[0] && parseControlRecord(deployTokenRecordSchema, rows[0].record, tokensAt);
    },
    async revokeToken(id, at) {
      const { rows } = await db.query<{ was_revoked: boolean | null; changed: string }>(REVOKE_TOKEN, [
        id,
        at.toISOString(),
      ]);
      const row = rows[0];
      // Two revocations at once: the second's update finds the row revoked by the first, and changes nothing.
      if (Number(row?.changed ?? 0) > 0) return 'revoked';
      return row?.was_revoked === null || row?.was_revoked === undefined ? 'unknown' : 'already-revoked';
    },
  };
}

/** Remotes registered before their first deploy, in table `mfp_registrations`. */
function registrationRecords(db: RecordsDatabase): Pick<ControlRecords, 'addRegistration' | 'listRegistrations'> {
  const registrationsAt = `table mfp_registrations in ${db.location}`;
  return {
    async addRegistration(registration) {
      const record = remoteRegistrationSchema.parse(registration);
      const { rowCount } = await db.query(
        'INSERT INTO mfp_registrations (name, record) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [record.name, JSON.stringify(record)],
      );
      if (rowCount === 0)
        throw new StoreError(
          'remote-exists',
          `a remote named ${record.name} is registered already: choose another name`,
        );
    },
    async listRegistrations() {
      const { rows } = await db.query<{ record: unknown }>('SELECT record FROM mfp_registrations ORDER BY seq');
      return rows.map((row) => parseControlRecord(remoteRegistrationSchema, row.record, registrationsAt));
    },
  };
}

/** The platform team's settings of each remote, in table `mfp_remote_settings` (migration 0004). */
function settingsRecords(db: RecordsDatabase): Pick<ControlRecords, 'setRemoteSettings' | 'listRemoteSettings'> {
  const settingsAt = `table mfp_remote_settings in ${db.location}`;
  return {
    async setRemoteSettings(settings) {
      const record = remoteSettingsSchema.parse(settings);
      await db.query(
        'INSERT INTO mfp_remote_settings (name, record) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET record = $2',
        [record.name, JSON.stringify(record)],
      );
    },
    async listRemoteSettings() {
      // COLLATE "C": by code points, as the folder sorts them, whatever the locale of the database.
      const { rows } = await db.query<{ record: unknown }>(
        'SELECT record FROM mfp_remote_settings ORDER BY name COLLATE "C"',
      );
      return rows.map((row) => parseControlRecord(remoteSettingsSchema, row.record, settingsAt));
    },
  };
}

/** The audit trail, in table `mfp_audit`. */
function auditRecords(db: RecordsDatabase): Pick<ControlRecords, 'appendAudit' | 'readAudit'> {
  const auditAt = `table mfp_audit in ${db.location}`;
  return {
    async appendAudit(entry) {
      const record = auditEntrySchema.parse(entry);
      await db.query('INSERT INTO mfp_audit (at, remote, entry) VALUES ($1, $2, $3)', [
        record.at,
        record.remote ?? null,
        JSON.stringify(record),
      ]);
    },
    async readAudit({ remote, limit = DEFAULT_AUDIT_LIMIT } = {}) {
      const { rows } =
        remote === undefined
          ? await db.query<{ entry: unknown }>('SELECT entry FROM mfp_audit ORDER BY seq DESC LIMIT $1', [limit])
          : await db.query<{ entry: unknown }>(
              'SELECT entry FROM mfp_audit WHERE remote = $1 ORDER BY seq DESC LIMIT $2',
              [remote, limit],
            );
      return rows.map((row) => parseControlRecord(auditEntrySchema, row.entry, auditAt));
    },
  };
}

/**
 * The deploy API's records in the PostgreSQL database of the releases (migrations 0002 and 0004): tables `mfp_tokens`,
 * `mfp_registrations`, `mfp_remote_settings` and `mfp_audit`. It shares `db` with the release records, so inside their `withLock` its
 * reads and writes join that transaction: a registration and its audit entry commit with the lock's work, or not at
 * all. Inserts that would collide do nothing and say so, so a refusal never aborts the caller's transaction.
 */
export function createPostgresControlRecords(db: RecordsDatabase): ControlRecords {
  return { ...tokenRecords(db), ...registrationRecords(db), ...settingsRecords(db), ...auditRecords(db) };
}
