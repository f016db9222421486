import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_STAMP } from './ensureBuilt';
import { publishRemote, removeStaleStaging, stagingDir, versionDir } from './publishRemote';
import { UserFacingError } from './userFacingError';

let work: string;
let storeDir: string;
let distDir: string;

/** Far above any pid the OS hands out (Linux caps them at 2^22), so no process has it. */
const DEAD_PID = 99_999_999;

const quiet = () => undefined;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-publish-'));
  storeDir = path.join(work, 'store');
  distDir = path.join(work, 'dist');
  mkdirSync(path.join(distDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(distDir, 'chunks', 'a.js'), 'a');
  writeFileSync(path.join(distDir, BUILD_STAMP), 'hash');
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('publishRemote', () => {
  it('copies the build, without its stamp, into the versioned folder', () => {
    const target = publishRemote(storeDir, 'catalog', '1.0.0', distDir, quiet);
    expect(target).toBe(versionDir(storeDir, 'catalog', '1.0.0'));
    expect(readFileSync(path.join(target, 'chunks', 'a.js'), 'utf8')).toBe('a');
    expect(existsSync(path.join(target, BUILD_STAMP))).toBe(false);
  });

  it('leaves nothing but version folders under remotes/, and no staging folder behind', () => {
    publishRemote(storeDir, 'catalog', '1.0.0', distDir, quiet);
    expect(readdirSync(path.join(storeDir, 'remotes', 'catalog'))).toEqual(['1.0.0']);
    expect(readdirSync(stagingDir(storeDir))).toEqual([]);
  });

  it('refuses to overwrite a published version, and leaves it untouched', () => {
    publishRemote(storeDir, 'catalog', '1.0.0', distDir, quiet);
    writeFileSync(path.join(distDir, 'chunks', 'a.js'), 'changed');
    expect(() => publishRemote(storeDir, 'catalog', '1.0.0', distDir, quiet)).toThrow(UserFacingError);
    expect(() => publishRemote(storeDir, 'catalog', '1.0.0', distDir, quiet)).toThrow(/immutable.*new version/);
    const published = versionDir(storeDir, 'catalog', '1.0.0');
    expect(readFileSync(path.join(published, 'chunks', 'a.js'), 'utf8')).toBe('a');
  });

  it('removes staging folders that crashed publishes left, in .staging/ and in the old place under remotes/', () => {
    const stale = path.join(stagingDir(storeDir), `catalog@0.9.0.${DEAD_PID}`);
    const legacy = path.join(storeDir, 'remotes', 'catalog', `0.9.0.staging-${DEAD_PID}`);
    const running = path.join(stagingDir(storeDir), `cart@1.0.0.${process.ppid}`);
    for (const dir of [stale, legacy, running]) mkdirSync(dir, { recursive: true });
    const lines: string[] = [];
    publishRemote(storeDir, 'catalog', '1.0.0', distDir, (line) => lines.push(line));
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(legacy)).toBe(false);
    // Its owner still runs, so its copy may be in progress.
    expect(existsSync(running)).toBe(true);
    expect(lines.join('\n')).toContain(stale);
    expect(removeStaleStaging(storeDir)).toEqual([]);
  });

  it('cleans its staging folder when the copy fails', () => {
    expect(() => publishRemote(storeDir, 'catalog', '1.0.0', path.join(work, 'missing'), quiet)).toThrow();
    expect(readdirSync(stagingDir(storeDir))).toEqual([]);
    expect(existsSync(versionDir(storeDir, 'catalog', '1.0.0'))).toBe(false);
  });
});
