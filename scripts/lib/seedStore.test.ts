import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { contentHash } from '@mfp/store/files';
import { updateReleases } from '@mfp/store/releases';
import { startRollout } from '@mfp/store/rollouts';
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
const ORIGIN = 'http://localhost:3100';
const seed = (...builds: BuildResult[]) =>
  seedStore(store, builds, { storePublicUrl: ORIGIN, print: (line) => lines.push(line) });
/** The versions of a remote's history, oldest first. */
const historyOf = async (name: string) => (await releaseOf(name))?.history.map((release) => release.version);

/** Turns the live release into one a deploy made, as `npm run deploy` would have. */
async function markDeployed(name: string): Promise<void> {
  const releases = await store.readReleases();
  const remote = releases.remotes[name]!;
  const live = remote.history.at(-1)!;
  remote.history[remote.history.length - 1] = { ...live, action: 'deploy' } as typeof live;
  await store.writeReleases(releases);
}
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
    expect(await releaseOf('catalog')).toMatchObject({
      live: '1.0.0',
      history: [{ action: 'seed', version: '1.0.0' }],
    });
    expect((await releaseOf('catalog'))?.hashes).toEqual({ '1.0.0': HASH_A });
    const [release] = (await releaseOf('catalog'))!.history;
    // Recorded like a deploy: when, by whom, and the content's hash (the build folder without its stamp).
    expect(release).toMatchObject({ user: expect.any(String), host: expect.any(String) });
    expect(release).toHaveProperty('contentHash', await contentHash(versionDir('catalog', '1.0.0')));
    expect(Date.parse((release as { at: string }).at)).not.toBeNaN();
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
    // The build's stamp is bookkeeping of the build folder, not part of the published version.
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), BUILD_STAMP))).toBe(false);
  });

  it('keeps a current seed as it is', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await seed(build(catalog, HASH_A));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0' });
    expect(await historyOf('catalog')).toEqual(['1.0.0']);
    expect(lines.at(-1)).toContain('is current');
  });

  it('publishes a changed source under a build-specific version, never over the published one', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await seed(build(catalog, HASH_B));
    const local = `1.0.0-local.${HASH_B.slice(0, 8)}`;
    expect(await releaseOf('catalog')).toMatchObject({ live: local });
    expect(await historyOf('catalog')).toEqual(['1.0.0', local]);
    expect(readdirSync(path.join(storeDir, 'remotes', 'catalog')).sort()).toEqual(['1.0.0', local]);
  });

  it('ends a rollout against the seed it replaces as aborted, rather than fail to start', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    const by = { user: 'ana', host: 'laptop' };
    await updateReleases(store, ORIGIN, (releases) => {
      const seeded = releases.remotes.catalog!;
      const now = new Date();
      seeded.published = [{ version: '2.0.0', at: now.toISOString(), contentHash: HASH_B, ...by }];
      startRollout(seeded, 'catalog', { version: '2.0.0', steps: [5, 100], intervalMs: 60_000, by, now });
      return { kind: 'changed', result: undefined };
    });
    await seed(build(catalog, HASH_B));
    const local = `1.0.0-local.${HASH_B.slice(0, 8)}`;
    const seeded = await releaseOf('catalog');
    expect(seeded).toMatchObject({ live: local, rollouts: [{ version: '2.0.0', outcome: 'aborted', share: 5 }] });
    expect(seeded!.rollout).toBeUndefined();
    expect(lines.at(-1)).toBe(
      `  catalog's rollout of 2.0.0 was aborted: npm start seeded ${local} as the live release`,
    );
  });

  it('never replaces a deployed release', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await markDeployed('catalog');
    await seed(build(catalog, HASH_B));
    expect(await releaseOf('catalog')).toMatchObject({
      live: '1.0.0',
      history: [{ action: 'deploy', version: '1.0.0' }],
    });
    expect(lines.at(-1)).toContain('keeping deployed release 1.0.0');
  });

  it('reports, but keeps, a deployed release whose folder is missing', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    await markDeployed('catalog');
    rmSync(versionDir('catalog', '1.0.0'), { recursive: true });
    await seed(build(catalog, HASH_A));
    expect(await releaseOf('catalog')).toMatchObject({ live: '1.0.0', history: [{ action: 'deploy' }] });
    expect(lines.at(-1)).toMatch(/missing from the store.*Deploy catalog again/);
  });

  it('re-seeds when the live version folder was deleted', async () => {
    const catalog = remote('catalog');
    await seed(build(catalog, HASH_A));
    rmSync(versionDir('catalog', '1.0.0'), { recursive: true });
    await seed(build(catalog, HASH_A));
    expect(existsSync(path.join(versionDir('catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
    expect(await releaseOf('catalog')).toMatchObject({
      live: '1.0.0',
      history: [{ action: 'seed', version: '1.0.0' }],
    });
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

  it('writes the registry after seeding, with when each release went live', async () => {
    await seed(build(remote('catalog'), HASH_A));
    const read = await store.readRegistry();
    if (read.kind !== 'found') throw new Error('seedStore wrote no registry');
    const [entry] = (JSON.parse(read.bytes.toString('utf8')) as { remotes: Record<string, unknown>[] }).remotes;
    expect(entry).toMatchObject({
      name: 'catalog',
      entry: `${ORIGIN}/remotes/catalog/1.0.0/mf-manifest.json`,
      deployedAt: ((await releaseOf('catalog'))?.history[0] as { at: string }).at,
    });
  });

  it("waits for the remote's lock, which a deploy of the same remote holds", async () => {
    let letGo!: () => void;
    const deploying = store.withRemoteLock('catalog', () => new Promise<void>((resolve) => (letGo = resolve)));
    let startedWaiting!: () => void;
    const waiting = new Promise<void>((resolve) => (startedWaiting = resolve));
    const seeding = seedStore(store, [build(remote('catalog'), HASH_A)], {
      storePublicUrl: ORIGIN,
      print: (line) => {
        lines.push(line);
        if (line.startsWith('waiting for the lock of remote catalog')) startedWaiting();
      },
    });
    await waiting;
    expect(await releaseOf('catalog')).toBeUndefined();
    letGo();
    await deploying;
    await seeding;
    expect((await releaseOf('catalog'))?.live).toBe('1.0.0');
  });
});
