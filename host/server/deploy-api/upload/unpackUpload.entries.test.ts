import { BUILD_ENTRIES, tarGzOf, type TestEntry } from './testing/tarArchives';
import { END_OF_ARCHIVE, paxRecord, rawContent, rawHeader } from './testing/rawTar';
import { bodyOf, makeTmpRoot, refusalOf } from './testing/uploadBodies';
import { gzipSync } from 'node:zlib';
import { unpackUpload } from './unpackUpload';

let tmp: Awaited<ReturnType<typeof makeTmpRoot>>;
beforeEach(async () => {
  tmp = await makeTmpRoot();
});
afterEach(async () => {
  await tmp.remove();
});

/** The refusal of an archive of the good build entries with `bad` among them; the tmpRoot must be left empty. */
async function refusalAmong(bad: TestEntry[]) {
  const entries = [...BUILD_ENTRIES.slice(0, 3), ...bad, ...BUILD_ENTRIES.slice(3)];
  const refusal = await refusalOf(unpackUpload(bodyOf(await tarGzOf(entries)), { tmpRoot: tmp.root }));
  expect(await tmp.contents()).toEqual([]);
  return refusal;
}

async function refusalOfRaw(blocks: Buffer[]) {
  const body = bodyOf(gzipSync(Buffer.concat([...blocks, END_OF_ARCHIVE])));
  const refusal = await refusalOf(unpackUpload(body, { tmpRoot: tmp.root }));
  expect(await tmp.contents()).toEqual([]);
  return refusal;
}

describe('unpackUpload: entry paths', () => {
  it.each([
    ['/etc/cron.d/evil', 'absolute'],
    ['../evil.js', 'climbs out with \\.\\.'],
    ['static/../../evil.js', 'climbs out with \\.\\.'],
    ['static\\evil.js', 'backslash'],
    ['C:/evil.js', 'Windows drive'],
    ['c:evil.js', 'Windows drive'],
    ['static//evil.js', 'empty or \\. segment'],
    ['static/./evil.js', 'empty or \\. segment'],
    [`${'a'.repeat(256)}.js`, 'segment of its path is longer than 255 bytes'],
    [`${'abcdefgh/'.repeat(114)}x.js`, 'longer than 1024 bytes'],
    ['new\nline.js', 'control character'],
  ])('refuses a file at %j as upload-invalid, naming the entry', async (name, reason) => {
    const refusal = await refusalAmong([{ name, content: 'x' }]);
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toContain(JSON.stringify(name).slice(0, 100));
    expect(refusal.message).toMatch(new RegExp(reason));
  });

  it('refuses a folder that climbs out too', async () => {
    const refusal = await refusalAmong([{ name: '../outside/', type: 'directory' }]);
    expect(refusal.message).toMatch(/"\.\.\/outside\/" is refused: its path climbs out/);
  });

  it('refuses an empty name and a NUL carried by a pax path (a ustar name stops at its first NUL)', async () => {
    expect((await refusalOfRaw([rawHeader({ name: '', typeflag: '0' })])).message).toMatch(/"" is refused: .*empty/);
    const pax = paxRecord('path', 'ok.js\0../../evil');
    const refusal = await refusalOfRaw([
      rawHeader({ name: 'PaxHeader', typeflag: 'x', size: Buffer.byteLength(pax) }),
      rawContent(pax),
      rawHeader({ name: 'ok.js', typeflag: '0' }),
    ]);
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toMatch(/"ok\.js\\u0000\.\.\/\.\.\/evil" is refused: its path holds a NUL/);
  });

  it('checks the path a pax header gives, not the ustar name it replaces', async () => {
    const refusal = await refusalAmong([{ name: 'innocent.js', content: 'x', pax: { path: '../evil.js' } }]);
    expect(refusal.message).toMatch(/"\.\.\/evil\.js" is refused/);
  });

  it('applies a pax global header and does not take it for an entry', async () => {
    const global = paxRecord('comment', 'made by a test');
    const blocks = [
      rawHeader({ name: 'pax_global_header', typeflag: 'g', size: Buffer.byteLength(global) }),
      rawContent(global),
      rawHeader({ name: 'index.js', typeflag: '0', size: 3 }),
      rawContent('abc'),
      END_OF_ARCHIVE,
    ];
    const upload = await unpackUpload(bodyOf(gzipSync(Buffer.concat(blocks))), { tmpRoot: tmp.root });
    expect(upload.files).toEqual(['index.js']);
    await upload.cleanup();

    // A global path reaches every entry that has a pax header of its own: the path checked is the one that results.
    const evil = paxRecord('path', '../evil.js');
    const own = paxRecord('mtime', '1');
    const refusal = await refusalOfRaw([
      rawHeader({ name: 'pax_global_header', typeflag: 'g', size: Buffer.byteLength(evil) }),
      rawContent(evil),
      rawHeader({ name: 'PaxHeader', typeflag: 'x', size: Buffer.byteLength(own) }),
      rawContent(own),
      rawHeader({ name: 'index.js', typeflag: '0' }),
    ]);
    expect(refusal.message).toMatch(/"\.\.\/evil\.js" is refused/);
  });

  it('accepts a long path that tar carries in a pax header', async () => {
    const name = `${'folder/'.repeat(30)}file.js`;
    const upload = await unpackUpload(bodyOf(await tarGzOf([{ name, content: 'x' }])), { tmpRoot: tmp.root });
    expect(upload.files).toEqual([name]);
    await upload.cleanup();
  });
});

describe('unpackUpload: duplicates and clashes', () => {
  it.each([
    [
      [
        { name: 'a.js', content: '1' },
        { name: './a.js', content: '2' },
      ],
      '"./a.js" is refused: it appears twice',
    ],
    [
      [
        { name: 'x/', type: 'directory' as const },
        { name: 'x/', type: 'directory' as const },
      ],
      'appears twice',
    ],
    [
      [
        { name: 'x', content: '1' },
        { name: 'x/', type: 'directory' as const },
      ],
      'a file of that path',
    ],
    [
      [
        { name: 'x/a.js', content: '1' },
        { name: 'x', content: '2' },
      ],
      'a folder of that path',
    ],
    [
      [
        { name: 'x', content: '1' },
        { name: 'x/a.js', content: '2' },
      ],
      'its folder "x" is a file',
    ],
  ])('refuses %j as upload-invalid, naming the second entry', async (entries, reason) => {
    const refusal = await refusalAmong(entries);
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toContain(reason);
  });
});

describe('unpackUpload: entry types', () => {
  it.each([
    [{ name: 'link.js', type: 'symlink', linkname: '/etc/passwd' }, 'symlink'],
    [{ name: 'hard.js', type: 'link', linkname: 'remoteEntry.js' }, 'link'],
    [{ name: 'tty', type: 'character-device', devmajor: 5, devminor: 0 }, 'character-device'],
    [{ name: 'sda', type: 'block-device', devmajor: 8, devminor: 0 }, 'block-device'],
    [{ name: 'pipe', type: 'fifo' }, 'fifo'],
    [{ name: 'old.js', type: 'contiguous-file' }, 'contiguous-file'],
  ] as const)('refuses %j as upload-invalid, naming the entry and its type', async (entry, type) => {
    const refusal = await refusalAmong([entry]);
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toContain(`${JSON.stringify(entry.name)} is a ${type}; an upload may hold only files`);
  });

  it('refuses a typeflag tar-stream does not know (a GNU sparse file)', async () => {
    const refusal = await refusalOfRaw([rawHeader({ name: 'sparse.bin', typeflag: 'S' })]);
    expect(refusal.message).toContain('"sparse.bin" is of an unknown type');
  });
});
