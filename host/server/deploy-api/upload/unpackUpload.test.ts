import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_ENTRIES, tarGzOf, tarOf } from './testing/tarArchives';
import { bodyOf, makeTmpRoot, refusalOf } from './testing/uploadBodies';
import { UPLOAD_FOLDER_PREFIX, unpackUpload } from './unpackUpload';

let tmp: Awaited<ReturnType<typeof makeTmpRoot>>;
beforeEach(async () => {
  tmp = await makeTmpRoot();
});
afterEach(async () => {
  await tmp.remove();
});

describe('unpackUpload: a good upload', () => {
  it('unpacks every file into a private folder under tmpRoot and lists them sorted, relative and /-separated', async () => {
    const upload = await unpackUpload(bodyOf(await tarGzOf(BUILD_ENTRIES), 100), { tmpRoot: tmp.root });

    expect(path.dirname(upload.dir)).toBe(tmp.root);
    expect((await stat(upload.dir)).mode & 0o777).toBe(0o700);
    expect(upload.files).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/js/main.1a2b.js']);
    expect(upload.bytes).toBe('var catalog;'.length + '{"name":"catalog"}'.length + 1600);
    expect(await readFile(path.join(upload.dir, 'static/js/main.1a2b.js'), 'utf8')).toBe(
      'console.log(1);\n'.repeat(100),
    );

    await upload.cleanup();
    expect(await tmp.contents()).toEqual([]);
  });

  it('removes the folder a killed server left in tmpRoot before it unpacks', async () => {
    const endedPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const left = path.join(tmp.root, `${UPLOAD_FOLDER_PREFIX}.${endedPid}.abc123`);
    await mkdir(path.join(left, 'static'), { recursive: true });
    const upload = await unpackUpload(bodyOf(await tarGzOf(BUILD_ENTRIES)), { tmpRoot: tmp.root });
    expect(await tmp.contents()).toEqual([path.basename(upload.dir)]);
    await upload.cleanup();
  });

  it('writes every file 0644 whatever mode the archive gives or the umask takes, and ignores its owner and times', async () => {
    const umask = process.umask(0o077);
    const upload = await unpackUpload(bodyOf(await tarGzOf(BUILD_ENTRIES)), { tmpRoot: tmp.root }).finally(() =>
      process.umask(umask),
    );
    const before = Date.now() - 60_000;
    for (const file of upload.files) {
      const info = await stat(path.join(upload.dir, file));
      expect({ file, mode: info.mode & 0o7777 }).toEqual({ file, mode: 0o644 });
      expect(info.uid).toBe(process.getuid?.());
      expect(info.mtimeMs).toBeGreaterThan(before); // the archive says 2001: not kept
    }
    await upload.cleanup();
  });

  it('accepts paths without ./ and folders only implied by their files', async () => {
    const body = await tarGzOf([
      { name: 'a.js', content: 'a' },
      { name: 'deep/er/b.js', content: 'b' },
      { name: 'deep/', type: 'directory' },
    ]);
    const upload = await unpackUpload(bodyOf(body), { tmpRoot: tmp.root });
    expect(upload.files).toEqual(['a.js', 'deep/er/b.js']);
    await upload.cleanup();
  });

  it('keeps an empty file', async () => {
    const upload = await unpackUpload(bodyOf(await tarGzOf([{ name: 'empty.txt', content: '' }])), {
      tmpRoot: tmp.root,
    });
    expect(upload.files).toEqual(['empty.txt']);
    expect(upload.bytes).toBe(0);
    await upload.cleanup();
  });

  it('unpacks what GNU tar writes for `tar -czf - -C dist .`: a ./ root, long names, records padded to 10 KiB', async () => {
    const dist = path.join(tmp.root, 'dist');
    const long = `${'nested-folder/'.repeat(12)}chunk.js`;
    await mkdir(path.join(dist, path.dirname(long)), { recursive: true });
    await writeFile(path.join(dist, 'index.js'), 'index');
    await writeFile(path.join(dist, long), 'chunk');
    const body = execFileSync('tar', ['-czf', '-', '-C', dist, '.']);
    await rm(dist, { recursive: true });

    const upload = await unpackUpload(bodyOf(body), { tmpRoot: tmp.root });
    expect(upload.files).toEqual(['index.js', long]);
    await upload.cleanup();
  });

  it('refuses limits that are not positive integers: a misconfiguration, not a bad upload', async () => {
    await expect(unpackUpload(bodyOf(Buffer.alloc(0)), { tmpRoot: tmp.root, maxFiles: 0 })).rejects.toThrow(
      /maxFiles must be a positive integer, got 0/,
    );
    await expect(unpackUpload(bodyOf(Buffer.alloc(0)), { tmpRoot: tmp.root, idleMs: Number.NaN })).rejects.toThrow(
      /idleMs must be a positive integer/,
    );
    expect(await tmp.contents()).toEqual([]);
  });
});

describe('unpackUpload: a failure of the server', () => {
  it('rejects as internal, without the server path in the message, when the temporary folder cannot be made', async () => {
    const missing = path.join(tmp.root, 'no-such-folder');
    const refusal = await refusalOf(unpackUpload(bodyOf(await tarGzOf(BUILD_ENTRIES)), { tmpRoot: missing }));
    expect(refusal.code).toBe('internal');
    expect(refusal.message).not.toContain(tmp.root);
    expect(refusal.message).toMatch(/failed on the server; nothing was kept/);
  });
});

describe('unpackUpload: a body that is not a gzipped tar', () => {
  it('refuses a body that is not gzip as content-type-invalid, before inflating anything', async () => {
    const tarNotGzipped = await tarOf(BUILD_ENTRIES);
    const refusal = await refusalOf(unpackUpload(bodyOf(tarNotGzipped), { tmpRoot: tmp.root }));
    expect(refusal.code).toBe('content-type-invalid');
    expect(refusal.message).toMatch(/not gzip data .*application\/gzip.*tar -czf/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses an empty body, and one of a single byte, as content-type-invalid', async () => {
    for (const bytes of [Buffer.alloc(0), Buffer.from([0x1f])]) {
      const refusal = await refusalOf(unpackUpload(bodyOf(bytes), { tmpRoot: tmp.root }));
      expect(refusal.code).toBe('content-type-invalid');
    }
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses gzip whose content is not a tar as upload-invalid', async () => {
    const refusal = await refusalOf(
      unpackUpload(bodyOf(gzipSync('<html>not a tar</html>\n'.repeat(100))), { tmpRoot: tmp.root }),
    );
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toMatch(/gzip, but what it holds is not a tar archive/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses gzip of less than one tar block as upload-invalid, not as a tar cut short', async () => {
    for (const content of ['', 'hello']) {
      const refusal = await refusalOf(unpackUpload(bodyOf(gzipSync(content)), { tmpRoot: tmp.root }));
      expect({ content, code: refusal.code }).toEqual({ content, code: 'upload-invalid' });
      expect(refusal.message).toMatch(/not a tar archive \(it unpacks to \d bytes, less than one tar block\)/);
    }
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses data that starts like gzip but is not, as upload-invalid', async () => {
    const fake = Buffer.concat([Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3]), Buffer.alloc(100, 0xff)]);
    const refusal = await refusalOf(unpackUpload(bodyOf(fake), { tmpRoot: tmp.root }));
    expect(refusal.code).toBe('upload-invalid');
    expect(refusal.message).toMatch(/not valid gzip data/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses an archive with no files, or only folders, as upload-invalid', async () => {
    for (const entries of [[], [{ name: 'static/', type: 'directory' as const }]]) {
      const refusal = await refusalOf(unpackUpload(bodyOf(await tarGzOf(entries)), { tmpRoot: tmp.root }));
      expect(refusal.code).toBe('upload-invalid');
      expect(refusal.message).toMatch(/holds no files/);
    }
    expect(await tmp.contents()).toEqual([]);
  });
});
