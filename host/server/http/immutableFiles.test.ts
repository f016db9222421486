import { rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { makeTempDir, writeFiles } from '../testing/fixtures';
import { createImmutableFiles } from './immutableFiles';

describe('createImmutableFiles', () => {
  let root: string;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    ({ dir: root, remove } = await makeTempDir('files-in-memory'));
  });
  afterEach(() => remove());

  it('reads a file and its siblings once, then answers from memory even when the file is gone', async () => {
    const br = brotliCompressSync('chunk();');
    await writeFiles(root, { 'a.0123abcd.js': 'chunk();', 'a.0123abcd.js.br': br });
    const files = createImmutableFiles(root);
    const first = await files.get('a.0123abcd.js');
    expect(first?.bytes.identity.toString()).toBe('chunk();');
    expect(first?.bytes.br?.equals(br)).toBe(true);
    expect([...(first?.encodings ?? [])].sort()).toEqual(['br', 'identity']);
    expect(first?.type).toBe('application/javascript; charset=utf-8');
    expect(first?.etag).toMatch(/^W\/"[\w-]{27}"$/);
    await rm(path.join(root, 'a.0123abcd.js'));
    await expect(files.get('a.0123abcd.js')).resolves.toBe(first);
  });

  it('does not remember a name that is not there, so a later build that adds it is found', async () => {
    const files = createImmutableFiles(root);
    await expect(files.get('b.0123abcd.js')).resolves.toBeUndefined();
    await writeFiles(root, { 'b.0123abcd.js': 'late();' });
    expect((await files.get('b.0123abcd.js'))?.bytes.identity.toString()).toBe('late();');
  });

  it('shares one read between requests that arrive together', async () => {
    await writeFiles(root, { 'c.0123abcd.css': 'body{}' });
    const files = createImmutableFiles(root);
    const [one, two] = await Promise.all([files.get('c.0123abcd.css'), files.get('c.0123abcd.css')]);
    expect(one).toBe(two);
    expect(one?.type).toBe('text/css; charset=utf-8');
  });

  it('holds at most its byte bound, forgetting the least recently used file first, and never one above it', async () => {
    await writeFiles(root, {
      'a.0123abcd.js': 'a'.repeat(40),
      'b.0123abcd.js': 'b'.repeat(40),
      'c.0123abcd.js': 'c'.repeat(40),
      'big.0123abcd.js': 'x'.repeat(200),
    });
    const files = createImmutableFiles(root, 100);
    const a = await files.get('a.0123abcd.js');
    const b = await files.get('b.0123abcd.js');
    await files.get('a.0123abcd.js'); // a is now the most recently used
    await files.get('c.0123abcd.js'); // 120 bytes: b goes
    await rm(path.join(root, 'a.0123abcd.js'));
    await rm(path.join(root, 'b.0123abcd.js'));
    await expect(files.get('a.0123abcd.js')).resolves.toBe(a);
    await expect(files.get('b.0123abcd.js')).resolves.toBeUndefined();
    expect(b).toBeDefined();
    const big = await files.get('big.0123abcd.js');
    await rm(path.join(root, 'big.0123abcd.js'));
    expect(big?.bytes.identity.length).toBe(200);
    await expect(files.get('big.0123abcd.js')).resolves.toBeUndefined();
  });
});
