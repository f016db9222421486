import path from 'node:path';
import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './cachePolicy';
import { createStoreServer } from './storeServer';
import { BIG_SCRIPT, makeTempDir, writeFiles } from './testing/fixtures';

describe('store server', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('store');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'registry.json': '{"remotes":[]}',
      'remotes/catalog/1.0.0/mf-manifest.json': '{"id":"catalog"}',
      'remotes/catalog/1.0.0/remoteEntry.js': 'var catalog;',
      'remotes/catalog/1.0.0/index.html': '<!doctype html>',
      'remotes/catalog/1.0.0/__federation_expose_App.js': BIG_SCRIPT,
      'remotes/catalog/1.0.0/static/js/582.js': 'chunk();',
      'remotes/catalog/history.json': '["1.0.0"]',
      'remotes/catalog/1.0.0/.deploy.json': '{"secret":true}',
      'remotes/.DS_Store': 'secret',
      '.secrets/digest.key': 'secret-digest-key',
    });
    app = createStoreServer({ store: createFolderStore({ dir: temp.dir }), logger: false });
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each([
    ['/remotes/catalog/1.0.0/mf-manifest.json', NO_CACHE],
    ['/remotes/catalog/1.0.0/remoteEntry.js', NO_CACHE],
    ['/remotes/catalog/1.0.0/index.html', NO_CACHE],
    ['/remotes/catalog/1.0.0/__federation_expose_App.js', IMMUTABLE],
    ['/remotes/catalog/1.0.0/static/js/582.js', IMMUTABLE],
    ['/remotes/catalog/history.json', NO_CACHE],
  ])('serves %s with Cache-Control: %s', async (url, cacheControl) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
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

  it('compresses', async () => {
    const response = await app.inject({
      url: '/remotes/catalog/1.0.0/__federation_expose_App.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
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
