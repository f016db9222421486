import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRecordsUrl } from './records/recordsUrl';
import { releaseVersion } from './releases/releaseVersion';
import { buildFolders } from './testing/contract/buildFolder';
import { postgresForThisFile } from './testing/contract/postgresForThisFile';
import { s3rverKeysInEnv } from './testing/s3/s3rverKeysInEnv';
import { startS3Server } from './testing/s3/startS3Server';
import { release } from './testing/releases';
import { openStore } from './openStore';

let dir: string;
const builds = buildFolders();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'open-store-pg-'));
});
afterAll(async () => {
  await builds.cleanup();
  await rm(dir, { recursive: true, force: true });
});
// Declared after the hooks above, which jest runs first: whatever they close stops before the server does.
const server = postgresForThisFile();

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

it('combines version files in a bucket with records in the database', async () => {
  const bucket = await startS3Server();
  const restoreEnv = s3rverKeysInEnv();
  const store = openStore(
    {
      dir: path.join(dir, 'secrets-only'),
      filesUrl: { kind: 's3', bucket: bucket.bucket, prefix: 'mfp' },
      recordsUrl: parseRecordsUrl(await server.createDatabase()),
    },
    { AWS_ENDPOINT_URL_S3: bucket.endpoint },
  );
  try {
    expect(store.location).toMatch(/^files at s3:\/\/mfp-test\/mfp, records at postgres:\/\/127\.0\.0\.1:\d+\/\w+$/);
    await store.checkWritable();
    const distDir = await builds.make({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'x' });
    await releaseVersion(store, {
      remote: 'cart',
      release: release('deploy', '2.0.0', 0),
      storePublicUrl: 'https://cdn.example.com/mfp',
      description: { title: 'Cart', route: '/cart', module: './App' },
      build: { distDir, print: () => {} },
    });
    expect(await store.listVersions('cart')).toEqual(['2.0.0']);
    const registry = await store.readRegistry();
    expect(registry.kind === 'found' && JSON.parse(registry.bytes.toString())).toMatchObject({
      remotes: [
        { name: 'cart', version: '2.0.0', entry: 'https://cdn.example.com/mfp/remotes/cart/2.0.0/mf-manifest.json' },
      ],
    });
  } finally {
    await store.close();
    await bucket.close();
    restoreEnv();
  }
});
