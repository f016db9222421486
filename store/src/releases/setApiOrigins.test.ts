import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '@mfp/shared/registry';
import { registerRemote } from '../control/registerRemote';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { contentHash } from '../files/contentHash';
import { buildFolders } from '../testing/contract/buildFolder';
import { release } from '../testing/releases';
import { StoreError } from '../StoreError';
import { releaseVersion } from './releaseVersion';
import { setApiOrigins } from './setApiOrigins';
import { setBudget } from './setBudget';
import { setServerRender } from './setServerRender';

const storePublicUrl = 'http://store.test';
const context = { now: new Date('2026-11-25T10:00:00.000Z'), by: 'ana@build-1' };
const description = { title: 'Catalog', route: '/catalog', module: './App' };
const api = 'https://api.example.com';
const search = 'http://localhost:4000';

describe('setApiOrigins', () => {
  let dir: string;
  let store: FolderStore;
  const builds = buildFolders();
  const entryOf = async (name: string) => {
    const read = await store.readRegistry();
    if (read.kind !== 'found') throw new Error('no registry');
    return (JSON.parse(read.bytes.toString()) as { remotes: RegistryEntry[] }).remotes.find((e) => e.name === name);
  };
  /** Publishes `version` of catalog with its own bytes and makes it live (a deploy, or a switch back to it). */
  const deploy = async (version: string, action: 'deploy' | 'rollback' = 'deploy') => {
    const distDir = await builds.make({ 'mf-manifest.json': '{}', 'remoteEntry.js': version });
    const made = release(action, version, 0, { contentHash: await contentHash(distDir) });
    const build = action === 'deploy' ? { distDir, print: () => {} } : undefined;
    await releaseVersion(store, { remote: 'catalog', release: made, storePublicUrl, description, build });
  };
  const set = (apiOrigins: string[], name = 'catalog') =>
    setApiOrigins(store, storePublicUrl, { name, apiOrigins }, context);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-origins-'));
    store = createFolderStore({ dir });
    await deploy('1.0.0');
  });
  afterEach(async () => {
    await builds.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it("writes the registry with them at once, in the host's server-render settings when there were none", async () => {
    expect(await entryOf('catalog')).not.toHaveProperty('serverRender');
    const settings = await set([api, search]);
    expect(settings).toMatchObject({ name: 'catalog', serverRender: { enabled: true, apiOrigins: [api, search] } });
    expect(await entryOf('catalog')).toMatchObject({
      version: '1.0.0',
      serverRender: { enabled: true, apiOrigins: [api, search] },
    });
    expect(await store.control.readAudit({ remote: 'catalog' })).toEqual([
      {
        at: context.now.toISOString(),
        action: 'api-origins',
        result: 'ok',
        remote: 'catalog',
        detail: `API origins ${api}, ${search}, by ana@build-1`,
      },
    ]);
  });

  it('replaces the list whole, and clears it with none, keeping the server-render settings and the budget', async () => {
    const limited = { enabled: true, deadlineMs: 400, memoryMb: 64 };
    await setServerRender(store, storePublicUrl, { name: 'catalog', serverRender: limited }, context);
    await setBudget(store, { name: 'catalog', budget: { maxBytes: 150_000 } }, context);
    await set([api, search]);
    await set([search]);
    expect((await entryOf('catalog'))?.serverRender).toEqual({ ...limited, apiOrigins: [search] });
    await set([]);
    expect((await entryOf('catalog'))?.serverRender).toEqual(limited);
    expect(await store.control.listRemoteSettings()).toMatchObject([
      { name: 'catalog', serverRender: limited, budget: { maxBytes: 150_000 } },
    ]);
    expect(
      (await store.control.readAudit({ remote: 'catalog' })).map(({ action, detail }) => [action, detail]),
    ).toEqual([
      ['api-origins', 'API origins none, by ana@build-1'],
      ['api-origins', `API origins ${search}, by ana@build-1`],
      ['api-origins', `API origins ${api}, ${search}, by ana@build-1`],
      ['budget', 'budget 150.0 KB (150,000 bytes) gzip, by ana@build-1'],
      ['server-render', 'server render on, deadline 400 ms, memory 64 MB, by ana@build-1'],
    ]);
  });

  it('outlives deploys, rollbacks and server-render on|off, which keep them', async () => {
    await set([api]);
    await deploy('1.1.0');
    expect(await entryOf('catalog')).toMatchObject({ version: '1.1.0', serverRender: { apiOrigins: [api] } });
    await deploy('1.0.0', 'rollback');
    expect(await entryOf('catalog')).toMatchObject({ version: '1.0.0', serverRender: { apiOrigins: [api] } });
    await setServerRender(store, storePublicUrl, { name: 'catalog', serverRender: { enabled: false } }, context);
    expect((await entryOf('catalog'))?.serverRender).toEqual({ enabled: false, apiOrigins: [api] });
    await setServerRender(store, storePublicUrl, { name: 'catalog', serverRender: { enabled: true } }, context);
    expect((await entryOf('catalog'))?.serverRender).toEqual({ enabled: true, apiOrigins: [api] });
  });

  it("stores a registered remote's origins before its first deploy", async () => {
    await registerRemote(store, { name: 'reviews', route: '/reviews', title: 'Reviews' }, context);
    await set([api], 'reviews');
    expect(await entryOf('reviews')).toBeUndefined();
    expect(await store.control.listRemoteSettings()).toMatchObject([
      { name: 'reviews', serverRender: { enabled: true, apiOrigins: [api] }, changedBy: 'ana@build-1' },
    ]);
  });

  it('refuses a remote neither released nor registered as remote-unknown, changing nothing', async () => {
    const refused = await set([api], 'search').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect(refused).toMatchObject({ kind: 'remote-unknown', message: expect.stringMatching(/no remote named search/) });
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await store.control.readAudit()).toEqual([]);
  });

  it('refuses an origin that is not normalised, which the registry could not carry, changing nothing', async () => {
    await expect(set(['https://API.example.com/'])).rejects.toThrow(/not a normalised http\(s\) origin/);
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await entryOf('catalog')).not.toHaveProperty('serverRender');
  });
});
