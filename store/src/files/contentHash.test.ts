import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentHash } from './contentHash';
import { createFolderStore } from '../createFolderStore';

let work: string;
let build: string;

function write(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mfp-hash-'));
  build = path.join(work, 'dist');
  write(path.join(build, 'mf-manifest.json'), '{"name":"catalog"}');
  write(path.join(build, 'remoteEntry.js'), `var catalog = ${JSON.stringify('x'.repeat(4000))};`);
  write(path.join(build, 'chunks', 'a.js'), 'a');
  write(path.join(build, '.build-stamp'), 'input hash');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('contentHash', () => {
  it('is the same for a build and the version published from it, whose siblings and left-out files it skips', async () => {
    const store = createFolderStore({ dir: path.join(work, 'store') });
    const folder = await store.publish('catalog', '1.0.0', build, { exclude: ['.build-stamp'], print: () => {} });
    // The publish really added siblings, so the equality below is not for want of them.
    expect(existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(true);
    expect(existsSync(path.join(folder, 'remoteEntry.js.gz'))).toBe(true);
    const built = await contentHash(build, { exclude: ['.build-stamp'] });
    expect(await contentHash(folder)).toBe(built);
    expect(await store.versionContentHash('catalog', '1.0.0')).toBe(built);
    expect(built).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when a byte, a file name or a file changes', async () => {
    const before = await contentHash(build);
    write(path.join(build, 'chunks', 'a.js'), 'b');
    const changedByte = await contentHash(build);
    expect(changedByte).not.toBe(before);
    rmSync(path.join(build, 'chunks', 'a.js'));
    write(path.join(build, 'chunks', 'b.js'), 'b');
    expect(await contentHash(build)).not.toBe(changedByte);
    write(path.join(build, 'extra.txt'), '');
    expect(await contentHash(build)).not.toBe(changedByte);
  });

  it('counts a .gz or .br that is no sibling of a text file: it is content of its own', async () => {
    const before = await contentHash(build);
    write(path.join(build, 'archive.gz'), 'gzip data');
    const withArchive = await contentHash(build);
    expect(withArchive).not.toBe(before);
    write(path.join(build, 'logo.png'), 'png');
    write(path.join(build, 'logo.png.br'), 'not made by a publish');
    const withImage = await contentHash(build);
    rmSync(path.join(build, 'logo.png.br'));
    expect(await contentHash(build)).not.toBe(withImage);
  });

  it('does not depend on the order the file system lists files in', async () => {
    const other = path.join(work, 'other');
    write(path.join(other, 'chunks', 'a.js'), 'a');
    write(path.join(other, '.build-stamp'), 'input hash');
    write(path.join(other, 'remoteEntry.js'), `var catalog = ${JSON.stringify('x'.repeat(4000))};`);
    write(path.join(other, 'mf-manifest.json'), '{"name":"catalog"}');
    expect(await contentHash(other)).toBe(await contentHash(build));
  });
});
