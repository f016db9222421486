import { createFolderStore } from '@mfp/store';
import { PAGE_DATA_ELEMENT_ID } from '@mfp/shared/page';
import { STATUS_PAGE_PATH } from '@mfp/shared/status';
import { testRegistryEntry } from '@mfp/testing';
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NO_CACHE } from './http/cachePolicy';
import { NOT_FOUND_BODY } from './http/notFound';
import { hostServerOverDist } from './testing/hostServerOverDist';
import { fakeStoredRegistry } from './registry/testing/fakeStoredRegistry';
import { makeTempDir, writeFiles } from './testing/fixtures';

/*
 * What the host server answers to clients that are not a browser running the page: curl, crawlers and uptime
 * monitors (issue 28). Pages answer by the registry: 200 where a route of it covers the path, 404 with the same page
 * where none does, 200 when the server cannot read the registry (decision 0048).
 */

const HTML = /^text\/html/;
const JSON_TYPE = /^application\/json/;
const SCRIPT = /javascript/;
const CHUNK = '582.0f9e8d7c.js';
const REGISTRY = {
  remotes: [
    testRegistryEntry('catalog'),
    // Skipped by the browser (its entry is no URL), which shows that failure at its route: a page, not a 404.
    { name: 'reviews', title: 'Reviews', route: '/reviews', entry: 'not a URL', module: './App' },
  ],
};

/** The requests of the table, by the Accept they send; HEAD is each of them again. */
const ACCEPTS: [string, Record<string, string>][] = [
  ['*/*', { accept: '*/*' }],
  ['text/html', { accept: 'text/html' }],
  ['application/json', { accept: 'application/json' }],
  ['no Accept', {}],
];

type Answer = [status: number, type: RegExp];
const PAGE: Answer = [200, HTML];
const NOT_FOUND_PAGE: Answer = [404, HTML];
const NOT_FOUND_JSON: Answer = [404, JSON_TYPE];

/** Per path, the answer to each of ACCEPTS, in order. */
const TABLE: [string, Answer[]][] = [
  ['/catalog', [PAGE, PAGE, NOT_FOUND_JSON, PAGE]],
  ['/catalog/espresso', [PAGE, PAGE, NOT_FOUND_JSON, PAGE]],
  ['/Catalog/v1.2?ref=mail', [PAGE, PAGE, NOT_FOUND_JSON, PAGE]],
  ['/reviews/5', [PAGE, PAGE, NOT_FOUND_JSON, PAGE]],
  ['/nope', [NOT_FOUND_PAGE, NOT_FOUND_PAGE, NOT_FOUND_JSON, NOT_FOUND_PAGE]],
  ['/catalogue', [NOT_FOUND_PAGE, NOT_FOUND_PAGE, NOT_FOUND_JSON, NOT_FOUND_PAGE]],
  ['/missing.js', [NOT_FOUND_PAGE, NOT_FOUND_PAGE, NOT_FOUND_JSON, NOT_FOUND_PAGE]],
  ['/', [PAGE, PAGE, PAGE, PAGE]],
  ['/index.html', [PAGE, PAGE, PAGE, PAGE]],
  ['/registry.json', Array<Answer>(4).fill([200, JSON_TYPE])],
  ['/main.js', Array<Answer>(4).fill([200, SCRIPT])],
  [`/${CHUNK}`, Array<Answer>(4).fill([200, SCRIPT])],
  // Guarded for admins (decision 0044): anyone else gets the plain 404, as for the server's other paths.
  [STATUS_PAGE_PATH, Array<Answer>(4).fill(NOT_FOUND_JSON)],
  ['/_platform/nope', Array<Answer>(4).fill(NOT_FOUND_JSON)],
];

const CASES = TABLE.flatMap(([url, answers]) =>
  ACCEPTS.map(([accept, headers], index) => [url, accept, ...answers[index]!, headers] as const),
);

interface WireAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * A request over a real socket, as a client sees the answer: fastify's inject hands back the body of an answer to HEAD
 * made outside a route (a hook, the not-found handler), which Node's HTTP server never writes.
 */
function onTheWire(port: number, method: string, url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, ...rest } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString() });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('host server: HTTP answers crawlers and monitors can trust', () => {
  let app: FastifyInstance;
  let port: number;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    const temp = await makeTempDir('http-answers');
    remove = temp.remove;
    await writeFiles(temp.dir, {
      'dist/index.html': '<!doctype html><title>host</title><div id="root"></div>',
      'dist/main.js': 'main();',
      [`dist/${CHUNK}`]: 'chunk();',
      'store/registry.json': JSON.stringify(REGISTRY),
    });
    app = hostServerOverDist(`${temp.dir}/dist`, { registry: createFolderStore({ dir: `${temp.dir}/store` }) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await remove();
  });

  it.each(CASES)('GET %s with %s: %i', async (url, _accept, status, type, headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
    if (type === HTML) expect(response.body).toContain(PAGE_DATA_ELEMENT_ID);
    if (status === 404 && type === JSON_TYPE) expect(response.json()).toEqual(NOT_FOUND_BODY);
  });

  it.each(CASES)(
    'HEAD %s with %s: %i, the headers of GET and no body',
    async (url, _accept, status, _type, headers) => {
      const get = await onTheWire(port, 'GET', url, headers);
      const head = await onTheWire(port, 'HEAD', url, headers);
      expect(head.status).toBe(status);
      expect(head.body).toBe('');
      expect(head.headers).toEqual(get.headers);
      expect(get.body).not.toBe('');
    },
  );

  it('keeps the not-found page out of caches as a good page: no-cache, no validator, never a 304', async () => {
    const good = await app.inject({ url: '/catalog', headers: { accept: 'text/html' } });
    const etag = String(good.headers.etag);
    for (const conditional of [{}, { 'if-none-match': etag }, { 'if-none-match': '*' }]) {
      const response = await app.inject({ url: '/nope', headers: { accept: 'text/html', ...conditional } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it.each<[string, Record<string, string>]>([
    ['a script', { accept: '*/*', 'sec-fetch-dest': 'script' }],
    ['a style sheet', { accept: 'text/css,*/*;q=0.1', 'sec-fetch-dest': 'style' }],
    ['an image', { accept: 'image/avif,image/webp,*/*;q=0.8', 'sec-fetch-dest': 'image' }],
    ['a font', { accept: '*/*', 'sec-fetch-dest': 'font' }],
    ['a fetch()', { accept: '*/*', 'sec-fetch-dest': 'empty' }],
    ['a client that refuses HTML', { accept: 'text/html;q=0, */*' }],
  ])('answers %s for a missing file with the plain 404, never HTML', async (_what, headers) => {
    for (const url of ['/missing.js', '/catalog/missing.js', '/nope']) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_BODY);
    }
  });

  // A cache in front of the server (a CDN, a corporate proxy) keys by URL only, unless the answer says otherwise.
  it.each(TABLE.filter(([, answers]) => new Set(answers).size > 1))(
    'says that %s answers by the kind of request, to every kind',
    async (url) => {
      for (const [, headers] of ACCEPTS) {
        const response = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, br' } });
        const vary = String(response.headers.vary).toLowerCase().split(', ');
        expect(vary).toEqual(expect.arrayContaining(['accept', 'sec-fetch-dest', 'sec-fetch-mode']));
      }
    },
  );

  it('does not vary what every kind of request gets alike: files, the registry, the root page', async () => {
    for (const url of ['/main.js', '/registry.json', '/']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(String(response.headers.vary ?? '')).not.toMatch(/sec-fetch/i);
    }
  });

  it.each<[string, Record<string, string>]>([
    ['Chromium', { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }],
    ['a frame', { accept: 'text/html', 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }],
  ])('answers a navigation by %s by the registry too', async (_what, headers) => {
    expect((await app.inject({ url: '/catalog/espresso', headers })).statusCode).toBe(200);
    expect((await app.inject({ url: '/nope', headers })).statusCode).toBe(404);
  });
});

describe('host server: HTTP answers while the registry cannot be read', () => {
  let dir: string;
  let remove: () => Promise<void>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    ({ dir, remove } = await makeTempDir('http-answers-unreadable'));
    await writeFiles(dir, {
      'dist/index.html': '<!doctype html><title>host</title><div id="root"></div>',
      'not-json/registry.json': '{"remotes": [',
      'other-shape/registry.json': '{"apps": []}',
    });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await remove();
  });

  const down = () => {
    const source = fakeStoredRegistry(REGISTRY);
    source.mode = 'failing';
    return source;
  };
  // The page then fetches /registry.json and shows its failure at every path: no path is known not to exist.
  it.each([
    ['unavailable since the start', () => down()],
    ['missing', () => createFolderStore({ dir: `${dir}/missing` })],
    ['not JSON', () => createFolderStore({ dir: `${dir}/not-json` })],
    ['of another shape', () => createFolderStore({ dir: `${dir}/other-shape` })],
  ])('answers every navigation with the page and 200 while the registry is %s', async (_case, source) => {
    const app = hostServerOverDist(`${dir}/dist`, { registry: source() });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    for (const url of ['/catalog', '/nope']) {
      for (const headers of [{ accept: '*/*' }, { accept: 'text/html' }, {}]) {
        const response = await app.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(HTML);
      }
      const head = await onTheWire(port, 'HEAD', url, {});
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
    }
  });
});
