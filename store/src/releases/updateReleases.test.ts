import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { recordRelease } from '../records/releaseHistory';
import { release } from '../testing/releases';
import { refreshRegistry, updateReleases } from './updateReleases';

// Deploys from several processes at once are in updateReleases.slow.test.ts.

const ORIGIN = 'http://localhost:3100';
const description = { title: 'Catalog', route: '/catalog', module: './App' };

let work: string;
let store: FolderStore;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-update-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const registry = () =>
  JSON.parse(readFileSync(store.layout.registryFile, 'utf8')) as { remotes: { name: string; version: string }[] };

describe('updateReleases', () => {
  it('writes the changed releases, then the registry derived from them', async () => {
    await updateReleases(store, ORIGIN, (releases) => {
      recordRelease(releases, 'catalog', description, release('deploy', '1.0.0'));
      return { kind: 'changed', result: undefined };
    });
    expect((await store.readReleases()).remotes.catalog?.live).toBe('1.0.0');
    expect(registry().remotes).toEqual([expect.objectContaining({ name: 'catalog', version: '1.0.0' })]);
  });

  it('leaves the registry as it is when the change does not show in it, so no host server sees a switch', async () => {
    const deploy = () =>
      updateReleases(store, ORIGIN, (releases) => {
        recordRelease(releases, 'catalog', description, release('deploy', '1.0.0'));
        return { kind: 'changed', result: undefined };
      });
    await deploy();
    const revision = await store.registryRevision();
    await updateReleases(store, ORIGIN, (releases) => {
      releases.remotes.catalog!.hashes['1.0.0'] = 'input-hash';
      return { kind: 'changed', result: undefined };
    });
    expect((await store.readReleases()).remotes.catalog?.hashes).toEqual({ '1.0.0': 'input-hash' });
    expect(await store.registryRevision()).toBe(revision);
  });

  it('writes nothing when the change fails', async () => {
    await expect(
      updateReleases(store, ORIGIN, () => {
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await store.readRegistry()).toMatchObject({ kind: 'missing' });
    expect(await store.readReleases()).toEqual({ remotes: {} });
  });

  it('refreshes only the registry', async () => {
    await store.writeReleases({
      remotes: { catalog: { ...description, live: '1.0.0', history: [release('seed', '1.0.0')], hashes: {} } },
    });
    const releases = readFileSync(store.layout.releasesFile, 'utf8');
    await refreshRegistry(store, ORIGIN);
    expect(registry().remotes.map((entry) => entry.version)).toEqual(['1.0.0']);
    expect(readFileSync(store.layout.releasesFile, 'utf8')).toBe(releases);
  });
});
