import { DEFAULT_TIMING_SAMPLE_RATE } from '@mfp/shared/status';
import { pageDataElement } from '@mfp/shared/page';
import { createFolderStore } from '@mfp/store';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_CACHE } from './http/cachePolicy';
import { createHostServer } from './hostServer';
import { hostServerOverDist } from './testing/hostServerOverDist';
import { NOT_FOUND_BODY } from './http/notFound';
import { testRegistryEntry } from '@mfp/testing';
import { BIG_SCRIPT, captureLog, makeTempDir, writeFiles, TEST_DIGEST_SECRET } from './testing/fixtures';

const INDEX_HTML = '<!doctype html><title>host</title><div id="root"></div>';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const ALLOWED = ['http://localhost:3100'];
/** The page as served: index.html with the page data (no registry to inline here: the store has none). */
const PAGE_HTML =
  '<!doctype html><title>host</title>' +
  pageDataElement({ allowedRemoteOrigins: ALLOWED, timings: { sampleRate: DEFAULT_TIMING_SAMPLE_RATE } }) +
  '<div id="root"></div>';

describe('host server: static files', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  let hostDist: string;

  beforeAll(async () => {
    const temp = await makeTempDir('host-dist');
    remove = temp.remove;
    hostDist = temp.dir;
    await writeFiles(temp.dir, {
      'index.html': INDEX_HTML,
      'main.js': BIG_SCRIPT,
      'remoteEntry.js': 'var host;',
      '582.0f9e8d7c.js': 'chunk();',
      'styles.0f9e8d7c.css': 'body{}',
      'favicon.svg': '<svg/>',
      '.build-stamp': 'stamp-secret',
    });
    app = hostServerOverDist(temp.dir, { allowedRemoteOrigins: ALLOWED });
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

  it('serves the page at /: index.html with the page data', async () => {
    const response = await app.inject({ url: '/', headers: { accept: HTML_ACCEPT } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(PAGE_HTML);
  });

  it('falls back to index.html for a client-side route', async () => {
    const response = await app.inject({ url: '/catalog/espresso-cup?ref=nav', headers: { accept: HTML_ACCEPT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(PAGE_HTML);
  });

  it("answers a navigation into a remote's route with the page, without looking for a file of that name", async () => {
    const { dir: storeDir, remove: removeStore } = await makeTempDir('host-routes');
    const store = createFolderStore({ dir: storeDir });
    await store.writeRegistry({
      remotes: [testRegistryEntry('catalog', { entry: `${ALLOWED[0]}/remotes/catalog/1.0.0/mf-manifest.json` })],
    });
    const routed = createHostServer({
      hostDist,
      registry: store,
      allowedRemoteOrigins: ALLOWED,
      digestSecret: TEST_DIGEST_SECRET,
      logger: false,
    });
    // A file under the route is not served to a navigation: the remote's route belongs to the remote.
    await writeFiles(hostDist, { 'catalog/leftover.js': 'leftover();' });
    const page = await routed.inject({ url: '/catalog/leftover.js', headers: { accept: HTML_ACCEPT } });
    const curl = await routed.inject({ url: '/catalog/leftover.js', headers: { accept: '*/*' } });
    const file = await routed.inject({
      url: '/catalog/leftover.js',
      headers: { accept: '*/*', 'sec-fetch-dest': 'script' },
    });
    const script = await routed.inject({ url: '/main.js', headers: { accept: HTML_ACCEPT } });
    await routed.close();
    await removeStore();
    for (const navigation of [page, curl]) {
      expect(navigation.statusCode).toBe(200);
      expect(navigation.headers['content-type']).toMatch(/^text\/html/);
      expect(navigation.body).toContain('<div id="root">');
    }
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(file.body).toBe('leftover();');
  });

  it('does not fall back for a request that does not accept HTML', async () => {
    const response = await app.inject({ url: '/catalog/espresso-cup', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  // Client routes may contain dots; what makes a navigation is what the browser says, not the URL's shape.
  it.each([
    ['/users/john.doe', { accept: HTML_ACCEPT }],
    ['/catalog/v1.2', { accept: HTML_ACCEPT }],
    ['/catalog/v1.2', { accept: '*/*', 'sec-fetch-dest': 'document' }],
    ['/users/john.doe?tab=a.b', { accept: '*/*', 'sec-fetch-mode': 'navigate' }],
  ])('falls back to index.html for a navigation to a route with a dot: %s %j', async (url, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(PAGE_HTML);
  });

  // What browsers send for scripts, images, styles and fetch(), and a client that wants no HTML: none is a page.
  it.each([
    ['/missing.js', { accept: '*/*', 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' }],
    ['/catalog/missing.0f9e8d7c.js', { accept: '*/*', 'sec-fetch-dest': 'script' }],
    [
      '/img/logo.png',
      { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'sec-fetch-dest': 'image' },
    ],
    ['/missing.js', { accept: 'application/javascript' }],
    ['/styles.missing.css', { accept: 'text/css,*/*;q=0.1', 'sec-fetch-dest': 'style' }],
    ['/users/john.doe', { accept: '*/*', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }],
  ])('answers 404, not the page, for a missing file a script or the page asks for: %s', async (url, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(404);
    // The body does not repeat the request (notFound.ts).
    expect(response.json()).toEqual(NOT_FOUND_BODY);
    expect(response.body).not.toContain(url);
  });

  it('does not serve dotfiles such as the build stamp', async () => {
    const asset = await app.inject({ url: '/.build-stamp', headers: { accept: '*/*', 'sec-fetch-dest': 'empty' } });
    expect(asset.statusCode).toBe(404);
    expect(asset.body).not.toContain('stamp-secret');
    for (const accept of [HTML_ACCEPT, '*/*']) {
      const page = await app.inject({ url: '/.build-stamp', headers: { accept } });
      expect(page.body).toBe(PAGE_HTML);
    }
  });

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
  let hostDist: string;
  const log = captureLog();

  beforeAll(async () => {
    const temp = await makeTempDir('host-empty');
    remove = temp.remove;
    hostDist = `${temp.dir}/dist`;
    app = createHostServer({
      hostDist,
      registry: createFolderStore({ dir: temp.dir }),
      allowedRemoteOrigins: ALLOWED,
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: log },
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
    expect(response.body).toMatch(/host is not built: its index\.html is missing/);
    expect(response.body).toContain('npm start');
  });

  it('names the missing file in the server log only, not to whoever opened the page', async () => {
    const response = await app.inject({ url: '/', headers: { accept: HTML_ACCEPT } });
    expect(response.body).not.toContain(hostDist);
    expect(response.body).toContain('server log');
    expect(log.records()).toContainEqual(
      expect.objectContaining({ event: 'host-not-built', indexFile: `${hostDist}/index.html` }),
    );
  });

  it('still answers health checks', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
