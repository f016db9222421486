import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRecordsUrl } from './records/recordsUrl';
import { releaseVersion } from './releases/releaseVersion';
import { buildFolders } from './testing/contract/buildFolder';
import { startPostgres, type PostgresTestServer } from './testing/postgres/startPostgres';
import { release } from './testing/releases';
import { openStore } from './openStore';

let dir: string;
let server: PostgresTestServer;
const builds = buildFolders();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'open-store-pg-'));
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  await server.close();
  await builds.cleanup();
  await rm(dir, { recursive: true, force: true });
});

it('keeps the records in the database STORE_RECORDS_URL names, the files in STORE_DIR, and releases across both', async () => {
  const recordsUrl = parseRecordsUrl(await server.createDatabase());
  const store = openStore({ dir: path.join(dir, 'store'), recordsUrl });
  try {
    const location = recordsUrl.kind === 'postgres' ? recordsUrl.location : '';
    expect(store.location).toBe(`files at ${path.join(dir, 'store')}, records at ${location}`);
    expect(store.location).not.toContain('mfp-test-password');
    await store.checkWritable();
    const distDir = await builds.make({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'x' });
    const outcome = await releaseVersion(store, {
      remote: 'catalog',
      release: release('deploy', '1.0.0', 0),
      storePublicUrl: 'http://localhost:3100',
      description: { title: 'Catalog', route: '/catalog', module: './App' },
      build: { distDir, print: () => {} },
    });
    expect(outcome.kind).toBe('switched');
    expect((await store.readReleases()).remotes.catalog?.live).toBe('1.0.0');
    const registry = await store.readRegistry();
    expect(registry.kind === 'found' && JSON.parse(registry.bytes.toString())).toMatchObject({
      remotes: [{ name: 'catalog', version: '1.0.0' }],
    });
    expect(await store.listVersions('catalog')).toEqual(['1.0.0']);
  } finally {
    await store.close();
  }
});
