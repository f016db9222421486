import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFileIntegrity } from './buildFileIntegrity';
import { sriOf } from './releaseIntegrity';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mfp-file-integrity-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

describe('buildFileIntegrity', () => {
  it('hashes every file by its relative path with /, sorted, leaving out excluded names wherever they are', async () => {
    write('remoteEntry.js', 'entry');
    write('assets/chunk.js', 'chunk');
    write('.stamp', 'x');
    write('nested/.stamp', 'y');
    write('skipped/inner.js', 'z');
    const integrity = await buildFileIntegrity(dir, ['.stamp', 'skipped']);
    expect(integrity).toEqual({
      'assets/chunk.js': sriOf(Buffer.from('chunk')),
      'remoteEntry.js': sriOf(Buffer.from('entry')),
    });
    expect(Object.keys(integrity)).toEqual(['assets/chunk.js', 'remoteEntry.js']);
  });

  it('gives nothing for an empty build', async () => {
    expect(await buildFileIntegrity(dir)).toEqual({});
  });
});
