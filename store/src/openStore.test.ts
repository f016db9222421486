import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFolders } from './testing/contract/buildFolder';
import { s3rverKeysInEnv } from './testing/s3/s3rverKeysInEnv';
import { startS3Server, type S3TestServer } from './testing/s3/startS3Server';
import { SettingsError } from '@mfp/settings';
import { openStore } from './openStore';
import { parseRecordsUrl } from './records/recordsUrl';

let dir: string;
let server: S3TestServer;
const builds = buildFolders();
let restoreEnv: () => void;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'open-store-'));
  server = await startS3Server();
  restoreEnv = s3rverKeysInEnv();
});
afterAll(async () => {
  restoreEnv();
  await server.close();
  await builds.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('openStore', () => {
  it('is the folder store of STORE_DIR by default, as before', async () => {
    const store = openStore({ dir: path.join(dir, 'store') });
    expect(store.location).toBe(path.join(dir, 'store'));
    expect(store.filesUrl).toEqual({ kind: 'folder', dir: path.join(dir, 'store') });
    await store.publish('catalog', '1.0.0', await builds.make({ 'remoteEntry.js': 'x' }), { print: () => {} });
    expect(store.layout.versionDir('catalog', '1.0.0')).toBe(store.versionLocation('catalog', '1.0.0'));
  });

  it('refuses REGISTRY_FILE beside records in a database, in one line that never shows the password', () => {
    const recordsUrl = parseRecordsUrl('postgres://mfp:secret-pw@db.internal:5432/mfp');
    const open = () => openStore({ dir: '/srv/store', registryFile: '/srv/registry.json', recordsUrl });
    expect(open).toThrow(SettingsError);
    expect(open).toThrow(/^REGISTRY_FILE=\/srv\/registry\.json has no effect when STORE_RECORDS_URL names a database/);
    expect(open).not.toThrow(/secret-pw/);
  });

  it('keeps the files in another folder when STORE_FILES_URL names one, the records in STORE_DIR', () => {
    const store = openStore({
      dir: path.join(dir, 'records'),
      filesUrl: { kind: 'folder', dir: path.join(dir, 'files') },
    });
    expect(store.location).toBe(`files at ${path.join(dir, 'files')}, records at ${path.join(dir, 'records')}`);
    expect(store.versionLocation('catalog', '1.0.0')).toBe(path.join(dir, 'files', 'remotes', 'catalog', '1.0.0'));
  });

  it("keeps the deploy API's records with the releases: in STORE_DIR, or the folder STORE_RECORDS_URL names", async () => {
    const token = { id: 'tok_aaaaaaaa', scope: { kind: 'admin' as const }, hash: `sha256:${'c'.repeat(64)}` };
    const here = openStore({ dir: path.join(dir, 'with-control') });
    await here.control.addToken({ ...token, createdAt: '2026-11-25T10:00:00.000Z' });
    await access(path.join(dir, 'with-control', 'tokens.json'));
    const apart = openStore({
      dir: path.join(dir, 'secrets-only'),
      recordsUrl: parseRecordsUrl(path.join(dir, 'records-apart')),
    });
    await apart.control.addToken({ ...token, createdAt: '2026-11-25T10:00:00.000Z' });
    await access(path.join(dir, 'records-apart', 'tokens.json'));
    await expect(access(path.join(dir, 'secrets-only', 'tokens.json'))).rejects.toThrow(/ENOENT/);
    expect(await apart.control.listTokens()).toHaveLength(1);
  });

  it('publishes to the bucket of an s3:// STORE_FILES_URL, reached through the AWS settings', async () => {
    const store = openStore(
      { dir: path.join(dir, 's3-records'), filesUrl: { kind: 's3', bucket: server.bucket, prefix: 'mfp' } },
      { AWS_ENDPOINT_URL_S3: server.endpoint },
    );
    expect(store.location).toBe(`files at s3://${server.bucket}/mfp, records at ${path.join(dir, 's3-records')}`);
    await store.checkWritable();
    await store.publish('catalog', '1.0.0', await builds.make({ 'remoteEntry.js': 'x' }), { print: () => {} });
    expect(await store.listVersions('catalog')).toEqual(['1.0.0']);
    expect(store.versionLocation('catalog', '1.0.0')).toBe(`s3://${server.bucket}/mfp/remotes/catalog/1.0.0`);
  });

  it('names AWS_REGION when there is neither a region nor an endpoint', async () => {
    const store = openStore(
      { dir: path.join(dir, 'no-region'), filesUrl: { kind: 's3', bucket: 'mfp-x', prefix: '' } },
      {},
    );
    await expect(store.checkWritable()).rejects.toThrow(/no AWS region is set for s3:\/\/mfp-x\. Set AWS_REGION/);
  });
});
