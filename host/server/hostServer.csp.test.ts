import { createFolderStore } from '@mfp/store';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from './hostServer';
import { hostServerOverDist } from './testing/hostServerOverDist';
import { BIG_SCRIPT, makeTempDir, writeFiles, TEST_DIGEST_SECRET } from './testing/fixtures';

const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
const REMOTES = 'http://localhost:3100 https://cdn.example.com';
const CSP =
  `default-src 'self'; script-src 'self' ${REMOTES}; connect-src 'self' ${REMOTES}; style-src 'self' ${REMOTES}; ` +
  `style-src-attr 'unsafe-inline'; img-src 'self' data: ${REMOTES}; object-src 'none'; base-uri 'self'; ` +
  "frame-ancestors 'self'; form-action 'self'";

/** The host's pages carry a CSP that lets scripts and fetches come only from the host and the allowed remote origins. */
describe('host server: Content-Security-Policy', () => {
  let app: FastifyInstance;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('host-csp');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'index.html': '<!doctype html><title>host</title>'.padEnd(2_000, ' '),
      'main.js': BIG_SCRIPT,
      'styles.0f9e8d7c.css': 'body{}',
      'favicon.svg': '<svg/>',
    });
    app = hostServerOverDist(temp.dir, { allowedRemoteOrigins: ['http://localhost:3100', 'https://cdn.example.com'] });
  });

  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each([
    ['/', HTML_ACCEPT],
    ['/', '*/*'],
    ['/index.html', '*/*'],
    ['/catalog/espresso-cup', HTML_ACCEPT],
    ['/users/john.doe', HTML_ACCEPT],
  ])('sends the Content-Security-Policy with the page at %s (Accept: %s)', async (url, accept) => {
    const response = await app.inject({ url, headers: { accept } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(CSP);
  });

  it('keeps the Content-Security-Policy on a compressed page', async () => {
    const response = await app.inject({ url: '/', headers: { accept: HTML_ACCEPT, 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toBe(CSP);
  });

  // A 304's headers replace the cached copy's: without the policy, a cached page would keep an outdated one.
  it.each(['/', '/index.html', '/catalog/espresso-cup', '/catalog/v1.2'])(
    'sends the Content-Security-Policy with a 304 for the page at %s',
    async (url) => {
      const first = await app.inject({ url, headers: { accept: HTML_ACCEPT } });
      const etag = String(first.headers.etag);
      const revalidated = await app.inject({ url, headers: { accept: HTML_ACCEPT, 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-security-policy']).toBe(CSP);
    },
  );

  it('sends no Content-Security-Policy with a 304 for a script', async () => {
    const etag = String((await app.inject({ url: '/main.js' })).headers.etag);
    const revalidated = await app.inject({ url: '/main.js', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it.each([
    ['/main.js', HTML_ACCEPT],
    ['/styles.0f9e8d7c.css', HTML_ACCEPT],
    ['/favicon.svg', HTML_ACCEPT],
    ['/missing.js', 'application/javascript'],
  ])('sends no Content-Security-Policy with %s, which is not a page (Accept: %s)', async (url, accept) => {
    const response = await app.inject({ url, headers: { accept } });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends none with a missing script the browser asks for', async () => {
    const response = await app.inject({ url: '/missing.js', headers: { accept: '*/*', 'sec-fetch-dest': 'script' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends none with the registry, which is not a page', async () => {
    const response = await app.inject({ url: '/registry.json', headers: { accept: HTML_ACCEPT } });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('adds the override origins to the policy only while overrides are on', async () => {
    const temp = await makeTempDir('host-csp-overrides');
    await writeFiles(temp.dir, { 'index.html': '<!doctype html><title>host</title>' });
    const serve = (overrides: { enabled: false } | { enabled: true; allowedOrigins: string[] }) =>
      createHostServer({
        hostDist: temp.dir,
        registry: createFolderStore({ dir: temp.dir }),
        allowedRemoteOrigins: ['http://localhost:3100'],
        overrides,
        digestSecret: TEST_DIGEST_SECRET,
        logger: false,
      });
    const on = serve({ enabled: true, allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] });
    const off = serve({ enabled: false });
    try {
      const onPolicy = (await on.inject({ url: '/', headers: { accept: HTML_ACCEPT } })).headers[
        'content-security-policy'
      ];
      const offPolicy = (await off.inject({ url: '/', headers: { accept: HTML_ACCEPT } })).headers[
        'content-security-policy'
      ];
      expect(onPolicy).toContain("; script-src 'self' http://localhost:3100 http://localhost:* http://127.0.0.1:*; ");
      expect(onPolicy).toContain(
        "; connect-src 'self' http://localhost:3100 http://localhost:* http://127.0.0.1:* ws://localhost:* " +
          'ws://127.0.0.1:*; ',
      );
      expect(offPolicy).toContain("; script-src 'self' http://localhost:3100; ");
      expect(offPolicy).toContain("; connect-src 'self' http://localhost:3100; ");
      expect(offPolicy).not.toMatch(/localhost:\*|127\.0\.0\.1/);
    } finally {
      await Promise.all([on.close(), off.close()]);
      await temp.remove();
    }
  });
});
