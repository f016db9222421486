import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '../openStore';
import { parseRecordsUrl } from '../records/recordsUrl';
import { postgresForThisFile } from '../testing/contract/postgresForThisFile';
import { release, remoteWith } from '../testing/releases';
import { registerRemote } from './registerRemote';
import { remoteDescription } from './remoteDescription';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'register-pg-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
// Declared after the hooks above, which jest runs first: whatever they close stops before the server does.
const server = postgresForThisFile();

it('registers in the database STORE_RECORDS_URL names, under its lock, against the releases there', async () => {
  const store = openStore({ dir, recordsUrl: parseRecordsUrl(await server.createDatabase()) });
  try {
    await store.writeReleases({ remotes: { catalog: remoteWith('catalog', [release('deploy', '1.0.0')]) } });
    const now = new Date('2026-11-25T10:00:00.000Z');
    const asked = { name: 'reviews', route: '/reviews', title: 'Reviews' };
    const results = await Promise.allSettled([
      registerRemote(store, asked, { now, by: 'tok_admin' }),
      registerRemote(store, asked, { now, by: 'tok_admin' }),
      registerRemote(store, { ...asked, route: '/catalog', name: 'shop' }, { now, by: 'tok_admin' }),
    ]);
    // The same registration twice at once: one wins, whichever takes the lock first; the other finds the name taken.
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(results[2]).toMatchObject({ status: 'rejected', reason: { kind: 'remote-exists' } });
    expect(await store.control.listRegistrations()).toMatchObject([{ name: 'reviews', registeredBy: 'tok_admin' }]);
    expect(await store.control.readAudit()).toMatchObject([{ action: 'register', remote: 'reviews' }]);
    expect(await remoteDescription(store, 'reviews')).toEqual({ title: 'Reviews', route: '/reviews', module: './App' });
    expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
  } finally {
    await store.close();
  }
}, 30_000);
