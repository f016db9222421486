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
import { setServerRender } from './setServerRender';

const storePublicUrl = 'http://store.test';
const context = { now: new Date('2026-11-25T10:00:00.000Z'), by: 'ana@build-1' };
const description = { title: 'Catalog', route: '/catalog', module: './App' };

describe('setServerRender', () => {
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

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'server-render-'));
    store = createFolderStore({ dir });
    await deploy('1.0.0');
  });
  afterEach(async () => {
    await builds.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the registry with the settings at once, and keeps them through deploys and rollbacks', async () => {
    expect(await entryOf('catalog')).not.toHaveProperty('serverRender');
    await setServerRender(store, storePublicUrl, { name: 'catalog', serverRender: { enabled: false } }, context);
    expect(await entryOf('catalog')).toMatchObject({ version: '1.0.0', serverRender: { enabled: false } });
    const limited = { enabled: true, deadlineMs: 400, memoryMb: 64, outputKb: 512 };
    await setServerRender(store, storePublicUrl, { name: 'catalog', serverRender: limited }, context);
    expect((await entryOf('catalog'))?.serverRender).toEqual(limited);
    await deploy('1.1.0');
    expect(await entryOf('catalog')).toMatchObject({ version: '1.1.0', serverRender: limited });
    await deploy('1.0.0', 'rollback');
    expect(await entryOf('catalog')).toMatchObject({ version: '1.0.0', serverRender: limited });
    expect(await store.control.readAudit({ remote: 'catalog' })).toMatchObject([
      {
        action: 'server-render',
        result: 'ok',
        detail: 'server render on, deadline 400 ms, memory 64 MB, output 512 KB, by ana@build-1',
      },
      { action: 'server-render', result: 'ok', detail: 'server render off, by ana@build-1' },
    ]);
  });

  it("stores a registered remote's settings before its first deploy, which lists it", async () => {
    await registerRemote(store, { name: 'reviews', route: '/reviews', title: 'Reviews' }, context);
    await setServerRender(store, storePublicUrl, { name: 'reviews', serverRender: { enabled: false } }, context);
    expect(await entryOf('reviews')).toBeUndefined();
    expect(await store.control.listRemoteSettings()).toMatchObject([{ name: 'reviews', changedBy: 'ana@build-1' }]);
  });

  it('refuses a remote neither released nor registered as remote-unknown, changing nothing', async () => {
    const refused = await setServerRender(
      store,
      storePublicUrl,
      { name: 'search', serverRender: { enabled: false } },
      context,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StoreError);
    expect(refused).toMatchObject({ kind: 'remote-unknown', message: expect.stringMatching(/no remote named search/) });
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await store.control.readAudit()).toEqual([]);
  });
});
