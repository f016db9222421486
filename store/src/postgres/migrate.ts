import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { StoreError } from '../StoreError';

/** One numbered migration: `0001-name.sql` in `migrations/`, applied once, in order, in one transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
export const MIGRATIONS_TABLE = 'mfp_schema_migrations';

/** The key of the advisory lock every process takes to migrate: one migrator at a time per database. */
const MIGRATION_LOCK = "hashtextextended('mfp:migrations', 0)";

/** The migrations in `dir`, by number; a file not named `NNNN-name.sql`, or a number twice, is a bug here. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{4})-([\w-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`migration ${file} is not named NNNN-name.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`migrations must be numbered 1, 2, 3…: found ${migration.version} at position ${index + 1}`);
  });
  return migrations;
}

/**
 * Brings the database's schema up to `migrations`, in one transaction under an advisory lock: a second process
 * starting at the same moment waits, then finds them applied and applies none. A database migrated further than
 * `migrations` go (by a newer platform) is refused rather than used. Resolves with the versions applied now.
 */
export async function migrate(
  client: pg.ClientBase,
  migrations: readonly Migration[],
  location: string,
  setting = 'STORE_RECORDS_URL',
) {
  const applied: number[] = [];
  await client.query('BEGIN');
  try {
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version integer PRIMARY KEY, name text NOT NULL, ` +
        'applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${MIGRATIONS_TABLE}`);
    const done = new Set(rows.map((row) => row.version));
    const newest = Math.max(0, ...done);
    if (newest > migrations.length)
      throw new StoreError(
        'records-schema-newer',
        `the records database at ${location} has schema version ${newest}, newer than this platform's ` +
          `${migrations.length}: run the newer platform's commands against it, or point ${setting} elsewhere.`,
      );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return applied;
}
