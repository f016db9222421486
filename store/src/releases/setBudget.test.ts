import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { contentHash } from '../files/contentHash';
import { buildFolders } from '../testing/contract/buildFolder';
import { release } from '../testing/releases';
import { StoreError } from '../StoreError';
import { releaseVersion } from './releaseVersion';
import { setBudget } from './setBudget';
import { setServerRender } from './setServerRender';

const storePublicUrl = 'http://store.test';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));
const description = { title: 'Catalog', route: '/catalog', module: './App' };

describe('setBudget', () => {
  let dir: string;
  let store: FolderStore;
  const builds = buildFolders();
  const settingsOf = async (name: string) =>
    (await store.control.listRemoteSettings()).find((settings) => settings.name === name);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'budget-'));
    store = createFolderStore({ dir });
    const distDir = await builds.make({ 'mf-manifest.json': '{}', 'remoteEntry.js': '1' });
    const made = release('deploy', '1.0.0', 0, { contentHash: await contentHash(distDir) });
    await releaseVersion(store, {
      remote: 'catalog',
      release: made,
      storePublicUrl,
      description,
      build: { distDir, print: () => {} },
    });
  });
  afterEach(async () => {
    await builds.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('sets and clears the budget, keeping server render, and server render keeps the budget', async () => {
    await setBudget(store, { name: 'catalog', budget: { maxBytes: 150_000 } }, { now: at(1), by: 'ana@b' });
    await setServerRender(
      store,
      storePublicUrl,
      { name: 'catalog', serverRender: { enabled: false } },
      {
        now: at(2),
        by: 'bo@b',
      },
    );
    expect(await settingsOf('catalog')).toEqual({
      name: 'catalog',
      budget: { maxBytes: 150_000 },
      serverRender: { enabled: false },
      changedAt: at(2).toISOString(),
      changedBy: 'bo@b',
    });
    await setBudget(store, { name: 'catalog', budget: undefined }, { now: at(3), by: 'ana@b' });
    expect(await settingsOf('catalog')).toEqual({
      name: 'catalog',
      serverRender: { enabled: false },
      changedAt: at(3).toISOString(),
      changedBy: 'ana@b',
    });
    expect(
      (await store.control.readAudit({ remote: 'catalog' })).map(({ action, detail }) => [action, detail]),
    ).toEqual([
      ['budget', 'budget off, by ana@b'],
      ['server-render', 'server render off, by bo@b'],
      ['budget', 'budget 150.0 KB (150,000 bytes) gzip, by ana@b'],
    ]);
  });

  it('keeps both parts when two commands change them at once', async () => {
    await Promise.all([
      setBudget(store, { name: 'catalog', budget: { maxBytes: 90_000 } }, { now: at(1), by: 'ana@b' }),
      setServerRender(
        store,
        storePublicUrl,
        { name: 'catalog', serverRender: { enabled: false } },
        {
          now: at(1),
          by: 'bo@b',
        },
      ),
    ]);
    expect(await settingsOf('catalog')).toMatchObject({
      budget: { maxBytes: 90_000 },
      serverRender: { enabled: false },
    });
  });

  it('refuses a remote the store does not know, as remote-unknown, changing nothing', async () => {
    const refused = setBudget(store, { name: 'search', budget: { maxBytes: 1000 } }, { now: at(1), by: 'ana@b' });
    await expect(refused).rejects.toThrow(StoreError);
    await expect(refused).rejects.toMatchObject({ kind: 'remote-unknown', message: /npm run remotes -- list/ });
    expect(await store.control.listRemoteSettings()).toEqual([]);
    expect(await store.control.readAudit()).toEqual([]);
  });
});
