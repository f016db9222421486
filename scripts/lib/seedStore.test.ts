import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteTarget } from './buildTargets';
import type { BuildResult } from './ensureBuilt';
import { versionDir } from './publishRemote';
import { readReleases, writeReleases } from './releases';
import { seedStore } from './seedStore';

let work: string;
let storeDir: string;
let lines: string[];

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

function remote(name: string, version = '1.0.0'): RemoteTarget {
  const dir = path.join(work, 'remotes', name);
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
  return { kind: 'remote', name, dir, version, meta: { title: name, route: `/${name}`, module: './App' } };
}

const build = (target: RemoteTarget, hash: string): BuildResult => ({ target, hash, built: true });
const seed = (...builds: BuildResult[]) => seedStore(storeDir, builds, (line) => lines.push(line));
const releaseOf = (name: string) => readReleases(storeDir).remotes[name];

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-seed-'));
  storeDir = path.join(work, 'store');
  lines = [];
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('seedStore', () => {
  it('seeds a remote without a release under its package version', () => {
    seed(build(remote('catalog'), HASH_A));
    expect(releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'seed', history: ['1.0.0'] });
    expect(releaseOf('catalog')?.hashes).toEqual({ '1.0.0': HASH_A });
    expect(existsSync(path.join(versionDir(storeDir, 'catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
  });

  it('keeps a current seed as it is', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    seed(build(catalog, HASH_A));
    expect(releaseOf('catalog')).toMatchObject({ live: '1.0.0', history: ['1.0.0'] });
    expect(lines.at(-1)).toContain('is current');
  });

  it('publishes a changed source under a build-specific version, never over the published one', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    seed(build(catalog, HASH_B));
    const local = `1.0.0-local.${HASH_B.slice(0, 8)}`;
    expect(releaseOf('catalog')).toMatchObject({ live: local, history: ['1.0.0', local] });
    expect(readdirSync(path.join(storeDir, 'remotes', 'catalog')).sort()).toEqual(['1.0.0', local]);
  });

  it('never replaces a deployed release', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    const releases = readReleases(storeDir);
    releases.remotes.catalog = { ...releases.remotes.catalog!, source: 'deploy' };
    writeReleases(storeDir, releases);
    seed(build(catalog, HASH_B));
    expect(releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'deploy', history: ['1.0.0'] });
    expect(lines.at(-1)).toContain('keeping deployed release 1.0.0');
  });

  it('reports, but keeps, a deployed release whose folder is missing', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    const releases = readReleases(storeDir);
    releases.remotes.catalog = { ...releases.remotes.catalog!, source: 'deploy' };
    writeReleases(storeDir, releases);
    rmSync(versionDir(storeDir, 'catalog', '1.0.0'), { recursive: true });
    seed(build(catalog, HASH_A));
    expect(releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'deploy' });
    expect(lines.at(-1)).toMatch(/missing from the store.*Deploy catalog again/);
  });

  it('re-seeds when the live version folder was deleted', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    rmSync(versionDir(storeDir, 'catalog', '1.0.0'), { recursive: true });
    seed(build(catalog, HASH_A));
    expect(existsSync(path.join(versionDir(storeDir, 'catalog', '1.0.0'), 'mf-manifest.json'))).toBe(true);
    expect(releaseOf('catalog')).toMatchObject({ live: '1.0.0', source: 'seed', history: ['1.0.0'] });
    expect(lines.at(-1)).toMatch(/published 1\.0\.0 .*folder .* is missing/);
  });

  it('does not reuse a deleted version name for other content', () => {
    const catalog = remote('catalog');
    seed(build(catalog, HASH_A));
    rmSync(versionDir(storeDir, 'catalog', '1.0.0'), { recursive: true });
    seed(build(catalog, HASH_B));
    expect(releaseOf('catalog')?.live).toBe(`1.0.0-local.${HASH_B.slice(0, 8)}`);
    expect(existsSync(versionDir(storeDir, 'catalog', '1.0.0'))).toBe(false);
  });

  it('ignores the host and seeds each remote on its own', () => {
    const host: BuildResult = { target: { kind: 'host', name: 'host', dir: work }, hash: HASH_A, built: false };
    seed(host, build(remote('catalog'), HASH_A), build(remote('cart', '2.1.0'), HASH_B));
    expect(Object.keys(readReleases(storeDir).remotes).sort()).toEqual(['cart', 'catalog']);
    expect(releaseOf('cart')?.live).toBe('2.1.0');
  });
});
