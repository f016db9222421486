import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StoreError } from '../StoreError';
import { migrate, MIGRATIONS_TABLE, readMigrations, type Migration } from './migrate';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';

const server = postgresForThisFile();

const MIGRATIONS: Migration[] = [
  { version: 1, name: 'first', sql: 'CREATE TABLE one (id integer)' },
  { version: 2, name: 'second', sql: 'ALTER TABLE one ADD COLUMN label text' },
];

async function connect(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  return client;
}

describe('migrate', () => {
  it('applies each migration once, in order, and none on the next start', async () => {
    const client = await connect(await server.createDatabase());
    try {
      expect(await migrate(client, MIGRATIONS.slice(0, 1), 'db')).toEqual([1]);
      expect(await migrate(client, MIGRATIONS, 'db')).toEqual([2]);
      expect(await migrate(client, MIGRATIONS, 'db')).toEqual([]);
      const { rows } = await client.query(`SELECT version, name FROM ${MIGRATIONS_TABLE} ORDER BY version`);
      expect(rows).toEqual([
        { version: 1, name: 'first' },
        { version: 2, name: 'second' },
      ]);
      await client.query("INSERT INTO one (id, label) VALUES (1, 'both applied')");
    } finally {
      await client.end();
    }
  });

  it('lets processes that start at once all succeed, the migrations applied by exactly one', async () => {
    const url = await server.createDatabase();
    const clients = await Promise.all([1, 2, 3, 4].map(() => connect(url)));
    try {
      const applied = await Promise.all(clients.map((client) => migrate(client, MIGRATIONS, 'db')));
      expect(applied.flat().sort()).toEqual([1, 2]);
      expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('applies nothing of a migration that fails, and tries it again next time', async () => {
    const client = await connect(await server.createDatabase());
    try {
      const broken = [MIGRATIONS[0]!, { version: 2, name: 'broken', sql: 'ALTER TABLE missing ADD COLUMN x text' }];
      await expect(migrate(client, broken, 'db')).rejects.toThrow(/"missing" does not exist/);
      expect(await migrate(client, MIGRATIONS, 'db')).toEqual([1, 2]);
    } finally {
      await client.end();
    }
  });

  it('refuses a database migrated by a newer platform, naming STORE_RECORDS_URL', async () => {
    const client = await connect(await server.createDatabase());
    try {
      await migrate(client, MIGRATIONS, 'db');
      const error = await migrate(client, MIGRATIONS.slice(0, 1), 'postgres://db/x').catch((thrown: unknown) => thrown);
      expect(error instanceof StoreError && error.kind).toBe('records-schema-newer');
      expect(error instanceof Error && error.message).toMatch(/schema version 2, newer than this platform's 1/);
    } finally {
      await client.end();
    }
  });
});

describe('readMigrations', () => {
  it("reads the platform's migrations, numbered from 1", () => {
    const migrations = readMigrations();
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations[0]?.sql).toMatch(/CREATE TABLE mfp_releases/);
  });

  it('refuses a gap in the numbers and a file not named NNNN-name.sql', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await writeFile(path.join(dir, '0001-a.sql'), '');
      await writeFile(path.join(dir, '0003-c.sql'), '');
      expect(() => readMigrations(dir)).toThrow(/numbered 1, 2, 3…: found 3 at position 2/);
      await writeFile(path.join(dir, 'later.sql'), '');
      expect(() => readMigrations(dir)).toThrow(/later\.sql is not named NNNN-name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
