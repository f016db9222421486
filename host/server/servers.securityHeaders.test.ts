import { createFolderStore, type RegistryRead } from '@mfp/store';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import { testRegistryEntry } from '@mfp/testing';
import { createHostServer } from './hostServer';
import { NOT_FOUND_BODY } from './http/notFound';
import { SECURITY_HEADERS } from './http/securityHeaders';
import { createStoreServer } from './store-server/storeServer';
import { makeTempDir, writeFiles, TEST_DIGEST_SECRET } from './testing/fixtures';

const HTML = { accept: 'text/html' };
const REPORT = { culprit: 'remote', remote: 'catalog', kind: 'render-failed', message: 'boom', url: '/catalog' };
const postReport = (payload: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url: FAILURE_REPORT_PATH,
  headers: { 'content-type': contentType },
  payload,
});

function expectSecurityHeaders(response: { headers: Record<string, unknown> }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
}

describe('security headers and 404 bodies', () => {
  let dir: string;
  let remove: () => Promise<void>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('headers'));
    await writeFiles(dir, {
      'dist/index.html': '<!doctype html><title>host</title>',
      'dist/main.js': 'main();',
      'store/registry.json': JSON.stringify({ remotes: [testRegistryEntry('catalog')] }),
      'store/remotes/catalog/1.0.0/remoteEntry.js': 'var catalog;',
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await remove();
  });

  const host = (options: { hostDist?: string; readRegistry?: () => Promise<RegistryRead> } = {}) => {
    const store = createFolderStore({ dir: `${dir}/store` });
    const app = createHostServer({
      hostDist: options.hostDist ?? `${dir}/dist`,
      registry: {
        readRegistry: options.readRegistry ?? (() => store.readRegistry()),
        registryRevision: () => store.registryRevision(),
        watchRegistry: (onSwitch) => store.watchRegistry(onSwitch),
      },
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      failureReportsPerMinute: 2,
      logger: false,
    });
    apps.push(app);
    return app;
  };
  const store = () => {
    const app = createStoreServer({ store: createFolderStore({ dir: `${dir}/store` }), logger: false });
    apps.push(app);
    return app;
  };

  it.each<[string, InjectOptions, number]>([
    ['a page', { url: '/', headers: HTML }, 200],
    ['a client-side route', { url: '/catalog/3', headers: HTML }, 200],
    ['a path nothing routes', { url: '/nope', headers: HTML }, 404],
    ['a revalidated page', { url: '/', headers: { ...HTML, 'if-none-match': '*' } }, 304],
    ['a page asked with HEAD', { method: 'HEAD', url: '/', headers: HTML }, 200],
    ['a script', { url: '/main.js' }, 200],
    ['a revalidated script', { url: '/main.js', headers: { 'if-none-match': '*' } }, 304],
    ['the registry', { url: '/registry.json' }, 200],
    ['a health check', { url: '/healthz' }, 200],
    ['an failure report', postReport(JSON.stringify(REPORT)), 200],
    ['a refused report', postReport('x', 'text/plain'), 400],
    ['a missing script', { url: '/missing.js', headers: { 'sec-fetch-dest': 'script' } }, 404],
    ['a missing file, asked by curl', { url: '/missing.js' }, 404],
    ['an unknown method', { method: 'DELETE', url: '/registry.json' }, 404],
    ['a malformed URL', { url: '/%c0' }, 400],
  ])('host server: %s', async (_what, request, status) => {
    const response = await host().inject(request);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  it('host server: a rate-limited report', async () => {
    const app = host();
    for (let sent = 0; sent < 2; sent += 1) await app.inject(postReport(JSON.stringify(REPORT)));
    const response = await app.inject(postReport(JSON.stringify(REPORT)));
    expect(response.statusCode).toBe(429);
    expectSecurityHeaders(response);
  });

  it('host server: an internal error', async () => {
    const response = await host({ readRegistry: () => Promise.reject(new Error('disk on fire')) }).inject({
      url: '/registry.json',
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk on fire');
    expectSecurityHeaders(response);
  });

  it('host server: a page while the host is not built', async () => {
    const response = await host({ hostDist: `${dir}/nothing` }).inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(503);
    expectSecurityHeaders(response);
  });

  it.each<[string, InjectOptions, number]>([
    ['a published file', { url: '/remotes/catalog/1.0.0/remoteEntry.js' }, 200],
    ['a revalidated file', { url: '/remotes/catalog/1.0.0/remoteEntry.js', headers: { 'if-none-match': '*' } }, 304],
    ['a file asked with HEAD', { method: 'HEAD', url: '/remotes/catalog/1.0.0/remoteEntry.js' }, 200],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: '/remotes/catalog/1.0.0/remoteEntry.js',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      },
      204,
    ],
    ['a health check', { url: '/healthz' }, 200],
    ['a missing file', { url: '/remotes/catalog/9.9.9/remoteEntry.js' }, 404],
    ['the private registry', { url: '/registry.json' }, 404],
    ['a malformed URL', { url: '/remotes/%c0' }, 400],
  ])('store server: %s', async (_what, request, status) => {
    const response = await store().inject(request);
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  // Text a crafted link puts in the URL must not come back on the server's origin.
  const CRAFTED = '/remotes/<script>alert(1)</script>?q=%3Cb%3Ehello%3C%2Fb%3E';
  it.each([
    ['host', () => host()],
    ['store', () => store()],
  ])('%s server: a 404 says "not found" without repeating the request', async (_server, create) => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await create().inject({ method, url: CRAFTED, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
      expect(response.body).not.toMatch(/script|hello|remotes|GET|POST|DELETE/);
    }
  });

  it('host server: the not-found page does not repeat the request either', async () => {
    for (const headers of [HTML, {}]) {
      const response = await host().inject({ url: CRAFTED, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toMatch(/alert|hello/);
    }
  });

  it.each([
    ['host', () => host()],
    ['store', () => store()],
  ])('%s server: a malformed URL is refused without repeating it', async (_server, create) => {
    const response = await create().inject({ url: '/%c0<b>hello</b>' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/%c0|hello/);
  });
});
