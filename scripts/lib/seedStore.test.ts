import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '@mfp/store';
import type { RemoteTarget } from './buildTargets';
import { BUILD_STAMP, type BuildResult } from './ensureBuilt';
import { seedStore } from './seedStore';

let work: string;
let storeDir: string;
let store: FolderStore;
let lines: string[];

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

function remote(name: string, version = '1.0.0'): RemoteTarget {
  const dir = path.join(work, 'remotes', name);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'dist', BUILD_STAMP), 'hash');
  return { kind: 'remote', name, dir, version, meta: { title: name, route: `/${name}`, module: './App' } };
}

const build = (target: RemoteTarget, hash: string): BuildResult => ({ target, hash, built: true });
const seed = (...builds: BuildResult[]) => seedStore(store, builds, (line) => lines.push(line));
const releaseOf = async (name: string) => (await store.readReleases()).remotes[name];
const versionDir = (name: string, version: string) => store.layout.versionDir(name, version);

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-seed-'));
  storeDir = path.join(work, 'store');
  store = createFolderStore({ dir: storeDir });
  lines = [];
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('seedStore', () => {
  it('seeds a remote without a release under its package version', async () => {
    await seed(build(remote('catalog'), HASH_A));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'seed', history: ['1.0.0'] });
    expect((await releaseOf('catalog'))?.hashes).toEqual({ '1.0.0': HASH_A });
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
    // The build's stamp is bookkeeping of the build folder, not part of the published version.
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), BUILD_STAMP))).toBe(false);
  });

  it('keeps a current seed as it is', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await seed(build(catalog, HASH_A));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', history: ['1.0.0'] });
    expect(lines.at(-1)).toContain('is current');
  });

  it('publishes a changed source under a build-specific version, never over the published one', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await seed(build(catalog, HASH_B));
    const local = `1.0.0-local.${HASH_B.slice(0, 8)}`;
    expect(await releaseOf('catalog')).toMatchObject({ live: local, history: ['1.0.0', local] });
    expect(readdirSync(path.join(storeDir, 'remotes', 'catalog')).sort()).toEqual(['1.0.0', local]);
  });

  it('never replaces a deployed release', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    const releases = await store.readReleases();
    releases.remotes.catalog = { ...releases.remotes.catalog!, source: 'deploy' };
    await store.writeReleases(releases);
    await seed(build(catalog, HASH_B));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'deploy', history: ['1.0.0'] });
    expect(lines.at(-1)).toContain('keeping deployed release 1.0.0');
  });

  it('reports, but keeps, a deployed release whose folder is missing', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    const releases = await store.readReleases();
    releases.remotes.catalog = { ...releases.remotes.catalog!, source: 'deploy' };
    await store.writeReleases(releases);
    rmSync(versionDir('catalog', '1.0.0'), { recursive: true });
    await seed(build(catalog, HASH_A));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'deploy' });
    expect(lines.at(-1)).toMatch(/missing from the store.*Deploy catalog again/);
  });

  it('re-seeds when the live version folder was deleted', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    rmSync(versionDir('catalog', '1.0.0'), { recursive: true });
    await seed(build(catalog, HASH_A));
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'seed', history: ['1.0.0'] });
    expect(lines.at(-1)).toMatch(/published 1\.0\.0 .*folder .* is missing/);
  });

  it('does not reuse a deleted version name for other content', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    rmSync(versionDir('catalog', '1.0.0'), { recursive: true });
    await seed(build(catalog, HASH_B));
    expect((await releaseOf('catalog'))?.live).toBe(`1.0.0-local.${HASH_B.slice(0, 8)}`);
    expect(existsSync(versionDir('catalog', '1.0.0'))).toBe(false);
  });

  it('ignores the host and seeds each remote on its own', async () => {
    const host: BuildResult = { target: { kind: 'host', name: 'host', dir: work }, hash: HASH_A, built: false };
    await seed(host, build(remote('catalog'), HASH_A), build(remote('cart', '2.1.0'), HASH_B));
    expect(Object.keys((await store.readReleases()).remotes).sort()).toEqual(['cart', 'catalog']);
    expect((await releaseOf('cart'))?.live).toBe('2.1.0');
  });
});
