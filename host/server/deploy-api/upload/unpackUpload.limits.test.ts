import { getDefaultHighWaterMark } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { gzipBomb } from './testing/bomb';
import { countWrites } from './testing/countWrites';
import { rawHeader } from './testing/rawTar';
import { tarGzOf, tarOf, type TestEntry } from './testing/tarArchives';
import { bodyOf, makeTmpRoot, refusalOf, stalledBodyOf } from './testing/uploadBodies';
import { unpackUpload } from './unpackUpload';

let tmp: Awaited<ReturnType<typeof makeTmpRoot>>;
beforeEach(async () => {
  tmp = await makeTmpRoot();
});
afterEach(async () => {
  await tmp.remove();
});

/**
 * What a refusal may have pulled from the body before it stopped reading: a few streams' buffers (the request, gunzip,
 * the tar parser), whose default size Node raised from 16 KiB to 64 KiB in version 22.
 */
const BUFFERED_READ_BOUND = 4 * getDefaultHighWaterMark(false);

const files = (count: number, size = 1): TestEntry[] =>
  Array.from({ length: count }, (_, i) => ({ name: `chunks/${i}.js`, content: 'x'.repeat(size) }));

describe('unpackUpload: file count', () => {
  it('takes exactly maxFiles files and refuses one more as upload-too-many-files, naming DEPLOY_MAX_FILES', async () => {
    const upload = await unpackUpload(bodyOf(await tarGzOf(files(20))), { tmpRoot: tmp.root, maxFiles: 20 });
    expect(upload.files).toHaveLength(20);
    await upload.cleanup();

    const refusal = await refusalOf(
      unpackUpload(bodyOf(await tarGzOf(files(21))), { tmpRoot: tmp.root, maxFiles: 20 }),
    );
    expect(refusal.code).toBe('upload-too-many-files');
    expect(refusal.message).toMatch(/more than 20 files \(DEPLOY_MAX_FILES\).*raise DEPLOY_MAX_FILES/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('bounds folders by the same number, so empty folders cannot stand in for files', async () => {
    const folders: TestEntry[] = Array.from({ length: 30 }, (_, i) => ({ name: `empty${i}/`, type: 'directory' }));
    const body = bodyOf(await tarGzOf([{ name: 'index.js', content: 'x' }, ...folders]));
    const refusal = await refusalOf(unpackUpload(body, { tmpRoot: tmp.root, maxFiles: 20 }));
    expect(refusal.code).toBe('upload-too-many-files');
    expect(refusal.message).toMatch(/more than 20 folders/);
    expect(await tmp.contents()).toEqual([]);
  });
});

describe('unpackUpload: bytes', () => {
  it('takes files adding up to exactly maxBytes and refuses one byte more as upload-too-large', async () => {
    const upload = await unpackUpload(bodyOf(await tarGzOf(files(4, 1000))), { tmpRoot: tmp.root, maxBytes: 4000 });
    expect(upload.bytes).toBe(4000);
    await upload.cleanup();

    const over = [...files(4, 1000), { name: 'one-more', content: 'x' }];
    const refusal = await refusalOf(unpackUpload(bodyOf(await tarGzOf(over)), { tmpRoot: tmp.root, maxBytes: 4000 }));
    expect(refusal.code).toBe('upload-too-large');
    expect(refusal.message).toMatch(/unpacks to more than .* \(DEPLOY_MAX_BYTES = 4000\).*raise DEPLOY_MAX_BYTES/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses a compressed body over maxBytes as upload-too-large, before it unpacks to too much', async () => {
    // Random bytes do not compress: gzip and tar add to them, so the body crosses the limit while its file does not.
    const random = Buffer.from(Array.from({ length: 32 * 1024 }, () => Math.floor(Math.random() * 256)));
    const body = gzipSync(await tarOf([{ name: 'noise.bin', content: random }]));
    const maxBytes = random.length + 8;
    expect(body.length).toBeGreaterThan(maxBytes);
    const refusal = await refusalOf(unpackUpload(bodyOf(body, 1024), { tmpRoot: tmp.root, maxBytes }));
    expect(refusal.code).toBe('upload-too-large');
    expect(refusal.message).toMatch(/^The upload is larger than 0\.03 MiB \(DEPLOY_MAX_BYTES = 32776\)/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('stops a bomb of many small files as soon as the unpacked total crosses maxBytes, without inflating the rest', async () => {
    const maxBytes = 8 * 1024 * 1024;
    const bomb = await gzipBomb(1024, 'many-files'); // 1 GiB of zeros in about 1 MiB of gzip
    expect(bomb.compressedBytes).toBeLessThan(2 * 1024 * 1024);
    const writes = countWrites();
    const rssBefore = process.memoryUsage().rss;

    const refusal = await refusalOf(unpackUpload(bomb.body, { tmpRoot: tmp.root, maxBytes, maxFiles: 5000 })).finally(
      () => writes.restore(),
    );

    expect(refusal.code).toBe('upload-too-large');
    expect(refusal.message).toMatch(/unpacks to more than 8 MiB/);
    expect(writes.written()).toBeLessThanOrEqual(maxBytes);
    expect(writes.written()).toBeGreaterThan(maxBytes - 1024 * 1024); // it did unpack up to the limit
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    // Only the first MiBs were pulled from the body: a few members past the limit at most, for the streams' buffers.
    expect(bomb.sent()).toBeLessThan(bomb.compressedBytes / 10);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses a one-file bomb by the size its header declares, before inflating its contents', async () => {
    const bomb = await gzipBomb(1024, 'one-file');
    const writes = countWrites();
    const refusal = await refusalOf(unpackUpload(bomb.body, { tmpRoot: tmp.root, maxBytes: 8 * 1024 * 1024 })).finally(
      () => writes.restore(),
    );
    expect(refusal.code).toBe('upload-too-large');
    expect(writes.written()).toBe(0);
    expect(bomb.sent()).toBeLessThan(BUFFERED_READ_BOUND);
    expect(await tmp.contents()).toEqual([]);
  });

  it('stops a bomb of zero blocks, which holds no entry for the file limits to see, at maxBytes plus the tar overhead', async () => {
    const bomb = await gzipBomb(1024, 'zero-blocks');
    const refusal = await refusalOf(
      unpackUpload(bomb.body, { tmpRoot: tmp.root, maxBytes: 1024 * 1024, maxFiles: 10 }),
    );
    expect(refusal.code).toBe('upload-too-large');
    expect(bomb.sent()).toBeLessThan(BUFFERED_READ_BOUND);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses an entry whose header declares more than maxBytes before reading its contents', async () => {
    // Only the header is sent: refused for its declared size, not for being cut short before its contents.
    const header = gzipSync(rawHeader({ name: 'big.bin', typeflag: '0', size: 2 * 1024 * 1024 }));
    const refusal = await refusalOf(unpackUpload(bodyOf(header), { tmpRoot: tmp.root, maxBytes: 1024 * 1024 }));
    expect(refusal.code).toBe('upload-too-large');
    expect(await tmp.contents()).toEqual([]);
  });
});

describe('unpackUpload: a body cut short or stalled', () => {
  it('refuses a body that ends midway through the gzip stream as upload-incomplete', async () => {
    const whole = await tarGzOf(files(50, 2000));
    const refusal = await refusalOf(unpackUpload(bodyOf(whole.subarray(0, whole.length / 2)), { tmpRoot: tmp.root }));
    expect(refusal.code).toBe('upload-incomplete');
    expect(refusal.message).toMatch(/ended before the archive did.*Send it again/);
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses a whole gzip of a tar cut short, inside an entry or between two, as upload-incomplete', async () => {
    const tar = await tarOf(files(3, 2000));
    for (const cut of [512 + 1000, 512 + 2048]) {
      const refusal = await refusalOf(unpackUpload(bodyOf(gzipSync(tar.subarray(0, cut))), { tmpRoot: tmp.root }));
      expect({ cut, code: refusal.code }).toEqual({ cut, code: 'upload-incomplete' });
    }
    expect(await tmp.contents()).toEqual([]);
  });

  it('refuses a body that sends half and then nothing for idleMs as upload-stalled, naming DEPLOY_UPLOAD_IDLE_MS', async () => {
    const whole = await tarGzOf(files(50, 2000));
    const body = stalledBodyOf(whole.subarray(0, whole.length / 2));
    const started = Date.now();
    const refusal = await refusalOf(unpackUpload(body, { tmpRoot: tmp.root, idleMs: 200 }));
    expect(refusal.code).toBe('upload-stalled');
    expect(refusal.message).toMatch(/sent nothing for 200 ms \(DEPLOY_UPLOAD_IDLE_MS\)/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(body.destroyed).toBe(false); // the caller still answers on its socket
    expect(await tmp.contents()).toEqual([]);
  });

  it('does not take a slow disk for a stalled client: the idle timer waits while the body is held back', async () => {
    const random = (size: number) => Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256)));
    const entries = Array.from({ length: 4 }, (_, i) => ({ name: `noise/${i}.bin`, content: random(128 * 1024) }));
    const body = bodyOf(gzipSync(await tarOf(entries))); // all there at once: only the disk holds it back
    const writes = countWrites({ delayMs: 20 }); // 32 writes of 16 KiB: over half a second, five times idleMs
    const upload = await unpackUpload(body, { tmpRoot: tmp.root, idleMs: 100 }).finally(() => writes.restore());
    expect(upload.bytes).toBe(4 * 128 * 1024);
    await upload.cleanup();
  }, 15_000);

  it('refuses a body that errors midway (the connection reset) as upload-incomplete', async () => {
    const whole = await tarGzOf(files(50, 2000));
    const body = stalledBodyOf(whole.subarray(0, whole.length / 2));
    const unpacking = unpackUpload(body, { tmpRoot: tmp.root, idleMs: 5_000 });
    // Midway: once the upload has its folder and listens to the body, not on a timer that a busy machine may fire
    // first. The folder comes before the listeners: a reset between the two had no listener and failed this test.
    const reading = async () => (await tmp.contents()).length > 0 && body.listenerCount('error') > 0;
    while (!(await reading())) await new Promise((resolve) => setTimeout(resolve, 5));
    body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    const refusal = await refusalOf(unpacking);
    expect(refusal.code).toBe('upload-incomplete');
    expect(await tmp.contents()).toEqual([]);
  });
});
