import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { remoteManifestSchema } from '@mfp/shared/compatibility';
import { PAGE_DATA_ELEMENT_ID, pageDataSchema } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import type { RegistryRead } from '@mfp/store';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { makeTempDir, writeFiles } from '../testing/fixtures';
import { createHostPage, type HostPageOptions } from './hostPage';
import { MAX_PAGE_REGISTRY_BYTES } from '../registry/pageRegistry';
import { snapshotOf } from '../registry/registrySnapshot';

const INDEX_HTML = '<!doctype html><html><head><title>host</title></head><body><div id="root"></div></body></html>';
const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const elsewhere = testRegistryEntry('elsewhere', { entry: 'https://evil.example/remotes/x/1/mf-manifest.json' });
const registryDocument = { remotes: [catalog, cart, elsewhere] };
const manifest = remoteManifestSchema.parse(catalogManifest);
const found = (text: string): RegistryRead => ({ kind: 'found', bytes: Buffer.from(text), revision: text });

describe('createHostPage', () => {
  let hostDist: string;
  let remove: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ dir: hostDist, remove } = await makeTempDir('host-page'));
    await writeFiles(hostDist, { 'index.html': INDEX_HTML });
  });
  afterAll(() => remove());
  afterEach(() => app.close());

  function serve(read: RegistryRead, overrides: Partial<HostPageOptions> = {}) {
    app = Fastify();
    const replyPage = createHostPage({
      hostDist,
      registry: { current: () => Promise.resolve(snapshotOf(read)) },
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      overrideOrigins: undefined,
      policy: "default-src 'self'",
      releases: { peek: (entry) => (entry.name === 'catalog' ? { manifest, chunkIntegrity: {} } : undefined) },
      ...overrides,
    });
    app.get('/*', replyPage);
    return app;
  }

  const pageData = (html: string) => {
    const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
    return pageDataSchema.parse(JSON.parse(match?.[1] ?? 'null'));
  };
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => m[2]);

  const navigationOf = (...entries: RegistryEntry[]) =>
    entries.map(({ name, title, route, version }) => ({ name, title, route, version }));

  it('writes the allowed origins and the navigation into the page, with the CSP and no-cache', async () => {
    const response = await serve(found(JSON.stringify(registryDocument))).inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
    // Not the remote on another origin: the page would skip it.
    expect(pageData(response.body)).toEqual({
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      registry: { remotes: [] },
      navigation: navigationOf(catalog, cart),
    });
    expect(response.body.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("inlines the route's entry as the registry holds it, and only that one", async () => {
    const item = { ...cart, deployedAt: '2026-11-25T10:00:00.000Z', extra: 'as the document has it' };
    const document = { remotes: [catalog, item, elsewhere] };
    const data = pageData((await serve(found(JSON.stringify(document))).inject({ url: '/cart/lines' })).body);
    expect(data.registry).toEqual({ remotes: [item] });
    expect(data.registryIndex).toBe(1);
    expect(data.navigation).toEqual([
      ...navigationOf(catalog),
      { ...navigationOf(cart)[0], deployedAt: item.deployedAt },
    ]);
    const onOtherOrigin = pageData((await serve(found(JSON.stringify(document))).inject({ url: '/elsewhere' })).body);
    expect(onOtherOrigin.registry).toEqual({ remotes: [elsewhere] });
    expect(onOtherOrigin.registryIndex).toBe(2);
  });

  it('writes the override origins while overrides are on', async () => {
    const overrideOrigins = ['http://localhost:*'];
    const response = await serve(found('{"remotes":[]}'), { overrideOrigins }).inject({ url: '/' });
    expect(pageData(response.body).overrideOrigins).toEqual(overrideOrigins);
  });

  it.each([
    ['missing', { kind: 'missing', location: '/store/registry.json' } as const],
    ['not JSON', found('{"remotes": [')],
    ['too large to read', found(JSON.stringify({ remotes: [], pad: 'x'.repeat(MAX_PAGE_REGISTRY_BYTES) }))],
  ])('leaves the registry out when it is %s: the page fetches and reports it', async (_case, read) => {
    const response = await serve(read).inject({ url: '/catalog' });
    expect(response.statusCode).toBe(200);
    expect(pageData(response.body)).toEqual({ allowedRemoteOrigins: [TEST_STORE_ORIGIN] });
    expect(preloads(response.body)).toEqual([]);
  });

  it("preloads the route's remote: manifest, entry and expose chunks once the manifest is known", async () => {
    const response = await serve(found(JSON.stringify(registryDocument))).inject({ url: '/catalog/espresso?x=1' });
    const base = `${TEST_STORE_ORIGIN}/remotes/catalog/1.0.0`;
    expect(preloads(response.body)).toEqual([
      `${base}/mf-manifest.json`,
      `${base}/remoteEntry.js`,
      ...(manifest.exposes[0]?.assets?.js?.sync ?? []).map((file) => `${base}/${file}`),
    ]);
  });

  it('preloads what the deploy recorded on the first page, without asking the release cache', async () => {
    const preload = {
      entry: 'remoteEntry.js',
      chunks: [{ path: 'app.0123abcd.js', integrity: `sha384-${'a'.repeat(64)}` }],
    };
    const recorded = testRegistryEntry('cart', { preload });
    const peek = jest.fn(() => undefined);
    const response = await serve(found(JSON.stringify({ remotes: [recorded] })), { releases: { peek } }).inject({
      url: '/cart',
    });
    const base = `${TEST_STORE_ORIGIN}/remotes/cart/1.0.0`;
    expect(preloads(response.body)).toEqual([
      `${base}/mf-manifest.json`,
      `${base}/remoteEntry.js`,
      `${base}/app.0123abcd.js`,
    ]);
    expect(response.body).toContain(`integrity="${preload.chunks[0]?.integrity}"`);
    expect(peek).not.toHaveBeenCalled();
  });

  it('preloads nothing for a remote whose manifest the server does not have (yet): a preload cannot be cancelled', async () => {
    const response = await serve(found(JSON.stringify(registryDocument))).inject({ url: '/cart' });
    expect(preloads(response.body)).toEqual([]);
  });

  it.each(['/', '/about', '/elsewhere'])(
    'preloads nothing for %s: no remote, or not an allowed origin',
    async (url) => {
      const response = await serve(found(JSON.stringify(registryDocument))).inject({ url });
      expect(preloads(response.body)).toEqual([]);
    },
  );

  it('renders each route once and sends the cached bytes, compressed as the client accepts', async () => {
    const many = Array.from({ length: 20 }, (_, index) => testRegistryEntry(`remote${index}`));
    const app = serve(found(JSON.stringify({ remotes: [...registryDocument.remotes, ...many] })));
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await app.inject({ url: '/catalog/espresso', headers });
    const second = await app.inject({ url: '/catalog/other?x=2', headers });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe((await app.inject({ url: '/catalog' })).body);
    const cart = await app.inject({ url: '/cart', headers });
    expect(cart.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers a repeat visit with 304 while nothing changed, and with the new page after a deploy', async () => {
    let registry = JSON.stringify(registryDocument);
    app = Fastify();
    const replyPage = createHostPage({
      hostDist,
      registry: { current: () => Promise.resolve(snapshotOf(found(registry))) },
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      overrideOrigins: undefined,
      policy: "default-src 'self'",
      releases: { peek: () => undefined },
    });
    app.get('/*', replyPage);
    const first = await app.inject({ url: '/catalog' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repeat = await app.inject({ url: '/catalog', headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    for (const header of ['*', `"other", W/${etag}`]) {
      expect((await app.inject({ url: '/catalog', headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    registry = JSON.stringify({ remotes: [testRegistryEntry('catalog', { version: '1.0.1' })] });
    const afterDeploy = await app.inject({ url: '/catalog', headers: { 'if-none-match': etag } });
    expect(afterDeploy.statusCode).toBe(200);
    expect(afterDeploy.headers.etag).not.toBe(etag);
  });

  it('replies the same page as a 404 when told, whole, no-cache and without validators, never a 304', async () => {
    app = Fastify();
    const replyPage = createHostPage({
      hostDist,
      registry: { current: () => Promise.resolve(snapshotOf(found(JSON.stringify(registryDocument)))) },
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      overrideOrigins: undefined,
      policy: "default-src 'self'",
      releases: { peek: () => undefined },
    });
    app.get('/good/*', replyPage);
    app.get('/missing/*', (request, reply) => replyPage(request, reply, 404));
    const good = await app.inject({ url: '/good/nope' });
    const etag = good.headers.etag as string;
    for (const headers of [{}, { 'if-none-match': etag }, { 'if-none-match': '*' }]) {
      const missing = await app.inject({ url: '/missing/nope', headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      expect(missing.headers['cache-control']).toBe('no-cache');
      expect(missing.headers['content-security-policy']).toBe("default-src 'self'");
      expect(missing.headers).not.toHaveProperty('etag');
      expect(missing.headers).not.toHaveProperty('last-modified');
      expect(missing.body).toBe(good.body);
    }
  });
});
