import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from '../http/cachePolicy';
import { createStoreServer } from './storeServer';
import { BIG_SCRIPT, makeTempDir, writeFiles } from '../testing/fixtures';

/** A published text file and the precompressed siblings publishing writes beside it. */
const ENTRY_SOURCE = `var catalog; ${BIG_SCRIPT}`;

describe('store server', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('store');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'registry.json': '{"remotes":[]}',
      'remotes/catalog/1.0.0/mf-manifest.json': '{"id":"catalog"}',
      'remotes/catalog/1.0.0/remoteEntry.js': ENTRY_SOURCE,
      'remotes/catalog/1.0.0/index.html': '<!doctype html>',
      'remotes/catalog/1.0.0/__federation_expose_App.js': BIG_SCRIPT,
      'remotes/catalog/1.0.0/static/js/582.js': 'chunk();',
      'remotes/catalog/history.json': '["1.0.0"]',
      'remotes/catalog/1.0.0/.deploy.json': '{"secret":true}',
      'remotes/.DS_Store': 'secret',
      '.secrets/digest.key': 'secret-digest-key',
    });
    await writeFiles(temp.dir, {
      'remotes/catalog/1.0.0/remoteEntry.js.br': brotliCompressSync(ENTRY_SOURCE),
      'remotes/catalog/1.0.0/remoteEntry.js.gz': gzipSync(ENTRY_SOURCE),
    });
    app = createStoreServer({ store: createFolderStore({ dir: temp.dir }), logger: false });
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each([
    ['/remotes/catalog/1.0.0/mf-manifest.json', IMMUTABLE],
    ['/remotes/catalog/1.0.0/remoteEntry.js', IMMUTABLE],
    ['/remotes/catalog/1.0.0/index.html', IMMUTABLE],
    ['/remotes/catalog/1.0.0/__federation_expose_App.js', IMMUTABLE],
    ['/remotes/catalog/1.0.0/static/js/582.js', IMMUTABLE],
    ['/remotes/catalog/history.json', NO_CACHE],
  ])('serves %s with Cache-Control: %s', async (url, cacheControl) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('keeps the cache class of a file when it serves its precompressed sibling', async () => {
    const response = await app.inject({
      url: '/remotes/catalog/1.0.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('lets any origin read its files', async () => {
    const response = await app.inject({
      url: '/remotes/catalog/1.0.0/remoteEntry.js',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers CORS preflights', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/remotes/catalog/1.0.0/mf-manifest.json',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves manifests as JSON', async () => {
    const response = await app.inject({ url: '/remotes/catalog/1.0.0/mf-manifest.json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ id: 'catalog' });
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'serves the precompressed %s sibling to a browser that accepts it, as the original type, compressed once',
    async (encoding, acceptEncoding, decompress) => {
      const response = await app.inject({
        url: '/remotes/catalog/1.0.0/remoteEntry.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(decompress(response.rawPayload).toString()).toBe(ENTRY_SOURCE);
    },
  );

  it('serves the plain file, still varying on Accept-Encoding, to a browser that accepts no compression', async () => {
    const response = await app.inject({ url: '/remotes/catalog/1.0.0/remoteEntry.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.body).toBe(ENTRY_SOURCE);
  });

  it('never compresses on the fly: a file published without siblings goes out as it is', async () => {
    const response = await app.inject({
      url: '/remotes/catalog/1.0.0/__federation_expose_App.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it.each([
    '/remotes/catalog/9.9.9/mf-manifest.json',
    '/remotes/catalog/1.0.0/',
    '/registry.json',
    '/remotes/../registry.json',
    '/remotes/%2e%2e/registry.json',
    '/remotes/catalog/..%2f..%2fregistry.json',
    '/remotes/catalog/1.0.0/.deploy.json',
    '/remotes/.DS_Store',
    '/.secrets/digest.key',
    '/remotes/../.secrets/digest.key',
    '/remotes/%2e%2e/.secrets/digest.key',
  ])('does not serve %s', async (url) => {
    const response = await app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('remotes":[]');
    expect(response.body).not.toContain('secret');
  });

  it('answers 404 for a missing file, still with CORS so the host can read the status', async () => {
    const response = await app.inject({
      url: '/remotes/catalog/9.9.9/mf-manifest.json',
      headers: { origin: 'http://x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers health checks', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('starts with an empty store', async () => {
    const empty = createStoreServer({
      store: createFolderStore({ dir: path.join('/nonexistent', 'store') }),
      logger: false,
    });
    const response = await empty.inject({ url: '/remotes/catalog/1.0.0/mf-manifest.json' });
    await empty.close();
    expect(response.statusCode).toBe(404);
  });
});
