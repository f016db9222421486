import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openStore, parseRecordsUrl } from '@mfp/store';
import { verifyToken } from '@mfp/store/control';
import { tokensTestContext } from './tokensTestContext';
import { postgresForThisFile } from '@mfp/store/contract';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tokens-pg-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
// Declared after the hooks above, which jest runs first: whatever they close stops before the server does.
const server = postgresForThisFile();

it('creates, lists and revokes tokens in the database STORE_RECORDS_URL names, storing no secret there', async () => {
  const url = await server.createDatabase();
  const store = openStore({ dir, recordsUrl: parseRecordsUrl(url) });
  const now = new Date('2026-11-25T10:00:00.000Z');
  try {
    const { run, register } = tokensTestContext(store, now);
    await register('catalog');
    const { id, token } = JSON.parse(await run('create', '--remote', 'catalog', '--json')) as Record<string, string>;
    await run('create', '--admin', '--note', 'platform');
    expect(JSON.parse(await run('list', '--json'))).toMatchObject([
      { id, scope: { kind: 'remote', remote: 'catalog' }, status: 'active' },
      { scope: { kind: 'admin' }, note: 'platform' },
    ]);
    await expect(verifyToken(token, store.control, now)).resolves.toMatchObject({ kind: 'valid' });
    await run('revoke', id!);
    await expect(verifyToken(token, store.control, now)).resolves.toMatchObject({ kind: 'revoked' });
    expect((await store.control.readAudit()).map((entry) => entry.action)).toEqual([
      'token-revoke',
      'token-create',
      'token-create',
      'register',
    ]);

    const client = new pg.Client(url);
    await client.connect();
    try {
      const secret = token!.slice(`mfp_${id}_`.length);
      for (const table of ['mfp_tokens', 'mfp_registrations', 'mfp_audit']) {
        const { rows } = await client.query(`SELECT * FROM ${table}`);
        expect(rows.length).toBeGreaterThan(0);
        expect(JSON.stringify(rows)).not.toContain(secret);
      }
    } finally {
      await client.end();
    }
  } finally {
    await store.close();
  }
}, 30_000);
