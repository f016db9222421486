import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openStore, type OpenedStore } from '@mfp/store';
import { sriOf } from '@mfp/store/files';
import { REMOTES_FOLDER } from '@mfp/store/folder';
import { testRegistryEntry } from '@mfp/testing';
import { createServerEntryLoader, type ServerRenderableEntry } from './loadServerEntry';

const SCRIPT = 'globalThis.__mfpServerExposes = { "./App": { default: () => null } };';
const FILE = 'server/catalog.0123abcd.js';
const noSleep = () => Promise.resolve();

/** A release server: `answers` says what each request for the script gets, in turn (a status, or the script). */
let server: Server;
let origin: string;
let answers: (number | string)[];
let requests: number;
beforeEach(async () => {
  answers = [];
  requests = 0;
  server = createServer((request, response) => {
    requests++;
    const answer = answers.shift() ?? SCRIPT;
    if (request.url !== `/remotes/catalog/1.0.0/${FILE}`) response.writeHead(404).end();
    else if (typeof answer === 'number') response.writeHead(answer).end();
    else response.writeHead(200, { 'content-type': 'text/javascript' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise((resolve) => server.close(resolve)));

const entryAt = (base: string, script = SCRIPT): ServerRenderableEntry => ({
  ...testRegistryEntry('catalog', { entry: `${base}/remotes/catalog/1.0.0/mf-manifest.json` }),
  server: { entry: FILE, integrity: sriOf(Buffer.from(script)) },
});
const overHttp = (options = {}) => createServerEntryLoader({ allowedOrigins: [origin], sleep: noSleep, ...options });

describe('loadServerEntry over HTTP', () => {
  it('fetches the script beside the manifest, checks its integrity, and keeps it by integrity', async () => {
    const load = overHttp();
    const entry = entryAt(origin);
    await expect(load(entry)).resolves.toEqual({ status: 'loaded', code: SCRIPT, integrity: entry.server.integrity });
    await load(entry);
    expect(requests).toBe(1);
  });

  it('never returns a script changed after its deploy, and asks again rather than keep the refusal', async () => {
    answers = ['tampered();', 'tampered();'];
    const load = overHttp();
    const first = await load(entryAt(origin));
    expect(first).toMatchObject({ status: 'failed', kind: 'server-integrity-failed' });
    expect(first.status === 'failed' && first.message).toMatch(/changed after the deploy/);
    await expect(load(entryAt(origin))).resolves.toMatchObject({ kind: 'server-integrity-failed' });
    expect(requests).toBe(2);
  });

  it('retries a 5xx as the browser retries its loads, and gives up after the last retry', async () => {
    answers = [503, 502];
    await expect(overHttp()(entryAt(origin))).resolves.toMatchObject({ status: 'loaded' });
    expect(requests).toBe(3);
    answers = [503, 503, 503, 503];
    requests = 0;
    await expect(overHttp()(entryAt(origin))).resolves.toMatchObject({
      status: 'failed',
      kind: 'server-entry-unreachable',
      message: expect.stringMatching(/HTTP 503$/),
    });
    expect(requests).toBe(3);
  });

  it('does not retry a 404, refuses a script over its byte bound, and one off the allowed origins', async () => {
    answers = [404];
    await expect(overHttp()(entryAt(origin))).resolves.toMatchObject({ kind: 'server-entry-unreachable' });
    expect(requests).toBe(1);
    await expect(overHttp({ maxBytes: 10 })(entryAt(origin))).resolves.toMatchObject({
      kind: 'server-entry-unreachable',
      message: expect.stringMatching(/larger than 10 bytes/),
    });
    const elsewhere = createServerEntryLoader({ allowedOrigins: ['https://cdn.example.com'] });
    await expect(elsewhere(entryAt(origin))).resolves.toMatchObject({
      message: expect.stringMatching(/not on an allowed origin/),
    });
  });

  it('drops the least recently used scripts, so memory does not grow with deploys', async () => {
    const load = overHttp({ cache: { maxEntries: 1, maxChars: 1_000 } });
    await load(entryAt(origin));
    const next = 'globalThis.__mfpServerExposes = {};';
    answers = [next];
    await expect(load(entryAt(origin, next))).resolves.toMatchObject({ status: 'loaded', code: next });
    await load(entryAt(origin));
    expect(requests).toBe(3);
  });
});

describe('loadServerEntry from the folder store', () => {
  let dir: string;
  let store: OpenedStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-server-entry-'));
    store = openStore({ dir });
    const release = path.join(dir, REMOTES_FOLDER, 'catalog', '1.0.0', 'server');
    await mkdir(release, { recursive: true });
    await writeFile(path.join(release, 'catalog.0123abcd.js'), SCRIPT);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the store through its interface, never the public URL, and refuses a file changed in the store', async () => {
    const publicUrl = 'https://cdn.example.com/mfp';
    const load = createServerEntryLoader({
      allowedOrigins: ['https://cdn.example.com'],
      store: { publicUrl, files: store },
      fetch: () => Promise.reject(new Error('the store is read, never fetched')),
    });
    await expect(load(entryAt(publicUrl))).resolves.toMatchObject({ status: 'loaded', code: SCRIPT });
    await expect(load(entryAt(publicUrl, 'other();'))).resolves.toMatchObject({ kind: 'server-integrity-failed' });
  });
});
