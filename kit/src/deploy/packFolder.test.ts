import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import * as tar from 'tar-stream';
import { listFolderFiles, packFolder } from './packFolder';

/** Every entry of a gzipped tar: name, type and text. */
async function unpack(stream: Readable): Promise<{ name: string; type: string; text: string }[]> {
  const entries: { name: string; type: string; text: string }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, content, next) => {
    const chunks: Buffer[] = [];
    content.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    content.on('end', () => {
      entries.push({ name: header.name, type: header.type ?? '', text: Buffer.concat(chunks).toString() });
      next();
    });
  });
  await pipeline(stream, createGunzip(), extract);
  return entries;
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mfp-pack-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('packing the build folder', () => {
  it("holds its regular files under relative '/' paths, sorted, and leaves links out", async () => {
    await mkdir(path.join(dir, 'assets', 'deep'), { recursive: true });
    await writeFile(path.join(dir, 'remoteEntry.js'), 'entry');
    await writeFile(path.join(dir, 'assets', 'deep', 'chunk.js'), 'chunk');
    await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
    await symlink('/etc/passwd', path.join(dir, 'passwd'));
    const files = await listFolderFiles(dir);
    expect(files).toEqual([
      { name: 'assets/deep/chunk.js', size: 5 },
      { name: 'mf-manifest.json', size: 2 },
      { name: 'remoteEntry.js', size: 5 },
    ]);
    const progress: number[] = [];
    const entries = await unpack(packFolder(dir, files, (bytes) => progress.push(bytes)));
    expect(entries).toEqual([
      { name: 'assets/deep/chunk.js', type: 'file', text: 'chunk' },
      { name: 'mf-manifest.json', type: 'file', text: '{}' },
      { name: 'remoteEntry.js', type: 'file', text: 'entry' },
    ]);
    expect(progress.at(-1)).toBe(12);
  });

  it('says what to run when the folder is missing or empty', async () => {
    await expect(listFolderFiles(path.join(dir, 'dist'))).rejects.toThrow(/No build folder at .*dist: run `mfp build`/);
    await expect(listFolderFiles(dir)).rejects.toThrow(/is empty: run `mfp build` first/);
  });
});
