import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RegistryDocument } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { writeFileAtomic } from '@mfp/store/testing';
import { createHostServer } from '../hostServer';
import { captureLog, makeTempDir, TEST_DIGEST_SECRET } from '../testing/fixtures';

const catalog = testRegistryEntry('catalog');

const allowedRemoteOrigins = ['http://localhost:3100', 'https://cdn.example.com'];
/** Polls of the registry's revision this often: a switch shows within a few of them, and no test waits long. */
const STALENESS_MS = 10;

describe('GET /registry.json', () => {
  let app: FastifyInstance;
  let dir: string;
  let store: FolderStore;
  let registryFile: string;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    ({ dir, remove } = await makeTempDir('registry'));
    store = createFolderStore({ dir });
    registryFile = store.layout.registryFile;
    app = createHostServer({
      hostDist: path.join(dir, 'dist'),
      registry: store,
      registryMaxStalenessMs: STALENESS_MS,
      allowedRemoteOrigins,
      digestSecret: TEST_DIGEST_SECRET,
      logger: false,
    });
  });

  afterEach(async () => {
    await app.close();
    await remove();
  });

  /** Any text, valid or not, written as a deploy writes: aside, then renamed over, so a reader never sees half. */
  async function publish(content: string): Promise<void> {
    writeFileAtomic(registryFile, content);
  }

  it('serves the document as JSON that browsers must revalidate', async () => {
    const document: RegistryDocument = { remotes: [catalog] };
    await store.writeRegistry(document);
    const response = await app.inject({ url: '/registry.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(document);
  });

  it('answers with an ETag of the revision, 304 while it holds, and a large registry compressed', async () => {
    const remotes = Array.from({ length: 20 }, (_, index) => testRegistryEntry(`remote${index}`));
    await store.writeRegistry({ remotes });
    const response = await app.inject({ url: '/registry.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ remotes });
    const etag = response.headers.etag as string;
    const again = await app.inject({ url: '/registry.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await store.writeRegistry({ remotes: [catalog] });
    // After the next poll of the revision (bounded by jest's timeout), the old tag no longer holds.
    let switched = await app.inject({ url: '/registry.json', headers: { 'if-none-match': etag } });
    while (switched.statusCode === 304) {
      await new Promise((resolve) => setTimeout(resolve, STALENESS_MS));
      switched = await app.inject({ url: '/registry.json', headers: { 'if-none-match': etag } });
    }
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ remotes: [catalog] });
  });

  it('says nothing about origins or overrides, which the page itself carries (host/server/pages)', async () => {
    await publish(JSON.stringify({ remotes: [catalog] }));
    const response = await app.inject({ url: '/registry.json' });
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-mfp-'))).toEqual([]);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('shows a new deploy once its revision is polled, without a restart', async () => {
    await publish(JSON.stringify({ remotes: [catalog] }));
    expect((await app.inject({ url: '/registry.json' })).json()).toEqual({ remotes: [catalog] });
    const v2 = { ...catalog, version: '2.0.0', entry: catalog.entry.replace('1.0.0', '2.0.0') };
    await store.writeRegistry({ remotes: [v2] });
    // Until the next poll the previous document is served whole; the switch then shows (bounded by jest's timeout).
    let response = await app.inject({ url: '/registry.json' });
    while (response.json<RegistryDocument>().remotes[0]?.version !== '2.0.0') {
      expect(response.json()).toEqual({ remotes: [catalog] });
      await new Promise((resolve) => setTimeout(resolve, STALENESS_MS));
      response = await app.inject({ url: '/registry.json' });
    }
    expect(response.json()).toEqual({ remotes: [v2] });
  });

  it('sends an invalid document byte for byte, for the browser to validate and report', async () => {
    await publish('{ "remotes": [ oops');
    const response = await app.inject({ url: '/registry.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('{ "remotes": [ oops');
  });

  it('answers 404 with a JSON error, also not cached, when there is no registry', async () => {
    await publish('{"remotes":[]}');
    await rm(registryFile);
    const response = await app.inject({ url: '/registry.json' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { error } = response.json<{ error: string }>();
    expect(error).toMatch(/^registry not found: .*Run `npm start`, which writes it/);
    expect(error).not.toContain(dir);
  });

  it('names the missing file in the server log only', async () => {
    const log = captureLog();
    const logged = createHostServer({
      hostDist: path.join(dir, 'dist'),
      registry: store,
      allowedRemoteOrigins,
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: log },
    });
    const response = await logged.inject({ url: '/registry.json' });
    await logged.close();
    expect(response.body).not.toContain(registryFile);
    expect(log.records()).toContainEqual(expect.objectContaining({ event: 'registry-missing', registryFile }));
  });

  it('answers 500 without internals when the registry cannot be read', async () => {
    // A folder where the file should be: readFile fails with EISDIR, not ENOENT.
    const broken = createHostServer({
      hostDist: path.join(dir, 'dist'),
      registry: createFolderStore({ dir, registryFile: dir }),
      allowedRemoteOrigins,
      digestSecret: TEST_DIGEST_SECRET,
      logger: false,
    });
    const response = await broken.inject({ url: '/registry.json' });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal server error: the details are in the server log' });
  });
});

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const app = createHostServer({
      hostDist: '/nonexistent',
      registry: createFolderStore({ dir: '/nonexistent' }),
      allowedRemoteOrigins,
      digestSecret: TEST_DIGEST_SECRET,
      logger: false,
    });
    const response = await app.inject({ url: '/healthz' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
