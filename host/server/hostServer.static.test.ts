import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './cachePolicy';
import { createHostServer } from './hostServer';
import { BIG_SCRIPT, makeTempDir, writeFiles } from './testing/fixtures';

const INDEX_HTML = '<!doctype html><title>host</title><div id="root"></div>';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const ALLOWED = ['http://localhost:3100'];

describe('host server: static files', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('host-dist');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'index.html': INDEX_HTML,
      'main.js': BIG_SCRIPT,
      'remoteEntry.js': 'var host;',
      '582.0f9e8d7c.js': 'chunk();',
      'styles.0f9e8d7c.css': 'body{}',
      'favicon.svg': '<svg/>',
    });
    app = createHostServer({
      hostDist: temp.dir,
      registryFile: `${temp.dir}/none.json`,
      allowedRemoteOrigins: ALLOWED,
      logger: false,
    });
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each([
    ['/', NO_CACHE],
    ['/index.html', NO_CACHE],
    ['/main.js', NO_CACHE],
    ['/remoteEntry.js', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
    ['/582.0f9e8d7c.js', IMMUTABLE],
    ['/styles.0f9e8d7c.css', IMMUTABLE],
  ])('serves %s with Cache-Control: %s', async (url, cacheControl) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('serves index.html at /', async () => {
    const response = await app.inject({ url: '/', headers: { accept: HTML_ACCEPT } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('falls back to index.html for a client-side route', async () => {
    const response = await app.inject({ url: '/catalog/espresso-cup?ref=nav', headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('does not fall back for a request that does not accept HTML', async () => {
    const response = await app.inject({ url: '/catalog/espresso-cup', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/missing.js', '/catalog/missing.0f9e8d7c.js', '/img/logo.png'])(
    'answers 404, not the page, for a missing asset: %s',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: `GET ${url} not found` });
    },
  );

  it('compresses scripts for clients that accept gzip', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('compresses with brotli when preferred', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('host server: host not built', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('host-empty');
    remove = temp.remove;
    app = createHostServer({
      hostDist: `${temp.dir}/dist`,
      registryFile: `${temp.dir}/none.json`,
      allowedRemoteOrigins: ALLOWED,
      logger: false,
    });
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each(['/', '/catalog'])('answers %s with 503 and says how to build the host', async (url) => {
    const response = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/host is not built: .*index\.html does not exist/);
    expect(response.body).toContain('npm start');
  });

  it('still answers health checks', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
