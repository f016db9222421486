import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE } from './http/cachePolicy';
import { hostServerOverDist } from './testing/hostServerOverDist';
import { BIG_SCRIPT, makeTempDir, writeFiles } from './testing/fixtures';

const CHUNK = '582.0f9e8d7c.js';
const GZ = gzipSync(BIG_SCRIPT);

describe('host server: content-hashed files from memory', () => {
  let app: FastifyInstance;
  let dir: string;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('host-files-in-memory'));
    await writeFiles(dir, { 'index.html': '<!doctype html>', [CHUNK]: BIG_SCRIPT, [`${CHUNK}.gz`]: GZ });
    app = hostServerOverDist(dir);
  });
  afterAll(async () => {
    await app.close();
    await remove();
  });

  it('keeps answering a file it read once, without going back to the disk', async () => {
    const first = await app.inject({ url: `/${CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    await rm(path.join(dir, CHUNK));
    await rm(path.join(dir, `${CHUNK}.gz`));
    const again = await app.inject({ url: `/${CHUNK}?v=1`, headers: { 'accept-encoding': 'gzip' } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(GZ)).toBe(true);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const plain = await app.inject({ url: `/${CHUNK}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers a conditional request with 304 and no body', async () => {
    const { headers } = await app.inject({ url: `/${CHUNK}` });
    for (const conditional of [
      { 'if-none-match': headers.etag as string },
      { 'if-modified-since': headers['last-modified'] as string },
    ]) {
      const response = await app.inject({ url: `/${CHUNK}`, headers: conditional });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
    }
  });

  it('leaves a name the build lacks to the static server: 404, not the page', async () => {
    const response = await app.inject({
      url: '/missing.0f9e8d7c.js',
      headers: { accept: '*/*', 'sec-fetch-dest': 'script' },
    });
    expect(response.statusCode).toBe(404);
  });
});
