import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './http/cachePolicy';
import { hostServerOverDist } from './testing/hostServerOverDist';
import { BIG_SCRIPT, makeTempDir, writeFiles } from './testing/fixtures';

const CHUNK = '582.0f9e8d7c.js';
// Siblings with a marker the original lacks: an answer carrying it was read from the sibling, not compressed afresh.
const FROM_BR_SIBLING = `${BIG_SCRIPT}/* from the .br sibling */`;
const FROM_GZ_SIBLING = `${BIG_SCRIPT}/* from the .gz sibling */`;
const BR_SIBLING = brotliCompressSync(FROM_BR_SIBLING);
const GZ_SIBLING = gzipSync(FROM_GZ_SIBLING);

describe('host server: precompressed siblings of the build', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('host-precompressed');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'index.html': '<!doctype html><div id="root"></div>',
      [CHUNK]: BIG_SCRIPT,
      'main.js': BIG_SCRIPT,
      [`${CHUNK}.br`]: BR_SIBLING,
      [`${CHUNK}.gz`]: GZ_SIBLING,
      'main.js.br': BR_SIBLING,
    });
    app = hostServerOverDist(temp.dir);
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it('sends the .br sibling byte for byte to a client that accepts br, with the chunk’s type and cache class', async () => {
    const response = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(BR_SIBLING)).toBe(true);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the .gz sibling to a client that accepts only gzip', async () => {
    const response = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(GZ_SIBLING)).toBe(true);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('keeps a revalidated file revalidated when its sibling is sent', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(response.rawPayload.equals(BR_SIBLING)).toBe(true);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });
});
