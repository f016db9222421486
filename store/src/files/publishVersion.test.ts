import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '../createFolderStore';
import { removeStaleStaging } from './publishVersion';
import { StoreError } from '../StoreError';

// A publish killed mid-copy, in another process, is in publishVersion.slow.test.ts.

let work: string;
let store: FolderStore;
let distDir: string;

/** Far above any pid the OS hands out (Linux caps them at 2^22), so no process has it. */
const DEAD_PID = 99_999_999;
/** Build bookkeeping that a publish leaves out, as `npm start` asks. */
const STAMP = '.build-stamp';

const quiet = () => undefined;
const publish = (version = '1.0.0', from = distDir, print: (line: string) => void = quiet) =>
  store.publish('catalog', version, from, { exclude: [STAMP], print });

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-publish-'));
  store = createFolderStore({ dir: path.join(work, 'store') });
  distDir = path.join(work, 'dist');
  mkdirSync(path.join(distDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(distDir, 'chunks', 'a.js'), 'a');
  writeFileSync(path.join(distDir, STAMP), 'hash');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('publish', () => {
  it('copies the build, without the excluded files, into the versioned folder', async () => {
    const target = await publish();
    expect(target).toBe(store.layout.versionDir('catalog', '1.0.0'));
    expect(target).toBe(path.join(work, 'store', 'remotes', 'catalog', '1.0.0'));
    expect(readFileSync(path.join(target, 'chunks', 'a.js'), 'utf8')).toBe('a');
    expect(existsSync(path.join(target, STAMP))).toBe(false);
    expect(await store.versionExists('catalog', '1.0.0')).toBe(true);
  });

  it('leaves nothing but version folders under remotes/, and no staging folder behind', async () => {
    await publish();
    expect(readdirSync(path.join(store.layout.dir, 'remotes', 'catalog'))).toEqual(['1.0.0']);
    expect(readdirSync(store.layout.stagingDir)).toEqual([]);
  });

  it('refuses to overwrite a published version, and leaves it untouched', async () => {
    await publish();
    writeFileSync(path.join(distDir, 'chunks', 'a.js'), 'changed');
    await expect(publish()).rejects.toThrow(StoreError);
    await expect(publish()).rejects.toThrow(/immutable.*new version/);
    await expect(publish()).rejects.toMatchObject({ kind: 'version-published' });
    const published = store.layout.versionDir('catalog', '1.0.0');
    expect(readFileSync(path.join(published, 'chunks', 'a.js'), 'utf8')).toBe('a');
  });

  it('publishes another version beside the first', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    expect(readdirSync(path.join(store.layout.dir, 'remotes', 'catalog')).sort()).toEqual(['1.0.0', '1.1.0']);
  });

  it('removes staging folders that crashed publishes left in .staging/', async () => {
    const stale = path.join(store.layout.stagingDir, `catalog@0.9.0.${DEAD_PID}`);
    const running = path.join(store.layout.stagingDir, `cart@1.0.0.${process.ppid}`);
    for (const dir of [stale, running]) mkdirSync(dir, { recursive: true });
    const lines: string[] = [];
    await publish('1.0.0', distDir, (line) => lines.push(line));
    expect(existsSync(stale)).toBe(false);
    // Its owner still runs, so its copy may be in progress.
    expect(existsSync(running)).toBe(true);
    expect(lines.join('\n')).toContain(stale);
    expect(await removeStaleStaging(store.layout)).toEqual([]);
  });

  it('cleans its staging folder when the copy fails', async () => {
    await expect(publish('1.0.0', path.join(work, 'missing'))).rejects.toThrow();
    expect(readdirSync(store.layout.stagingDir)).toEqual([]);
    expect(existsSync(store.layout.versionDir('catalog', '1.0.0'))).toBe(false);
  });

  it.each([
    ['catalog', '../escape'],
    ['catalog', '..'],
    ['catalog', '1.0.0/x'],
    ['../catalog', '1.0.0'],
    ['Catalog', '1.0.0'],
  ])('refuses %s@%s, which cannot name a folder of the store, and writes nothing', async (remote, version) => {
    await expect(store.publish(remote, version, distDir)).rejects.toMatchObject({ kind: 'invalid-location' });
    expect(existsSync(store.layout.dir)).toBe(false);
  });
});
