import { PAGE_DATA_ELEMENT_ID } from '@mfp/shared/page';
import { testRegistryEntry } from '@mfp/testing';
import type { FastifyInstance } from 'fastify';
import { createHostServer } from './hostServer';
import { fakeStoredRegistry, type FakeStoredRegistry } from './registry/testing/fakeStoredRegistry';
import { captureLog, makeTempDir, TEST_DIGEST_SECRET, writeFiles, type CapturedLog } from './testing/fixtures';

const v1 = { remotes: [testRegistryEntry('catalog')] };
const v2 = { remotes: [testRegistryEntry('catalog', { version: '2.0.0' })] };
const STALENESS_MS = 10;
const HTML = { accept: 'text/html' };

/** Waits (bounded by jest's timeout) until `/healthz` says `status`: a poll of the store has run since the change. */
async function untilHealth(app: FastifyInstance, status: string): Promise<Record<string, unknown>> {
  for (;;) {
    const health = (await app.inject({ url: '/healthz' })).json<Record<string, unknown>>();
    if (health.status === status) return health;
    await new Promise((resolve) => setTimeout(resolve, STALENESS_MS));
  }
}

describe('host server: the registry through a store outage', () => {
  let app: FastifyInstance;
  let source: FakeStoredRegistry;
  let log: CapturedLog;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await makeTempDir('registry-outage');
    remove = temp.remove;
    await writeFiles(temp.dir, { 'index.html': '<!doctype html><title>host</title><div id="root"></div>' });
    source = fakeStoredRegistry(v1);
    log = captureLog();
    app = createHostServer({
      hostDist: temp.dir,
      registry: source,
      registryMaxStalenessMs: STALENESS_MS,
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: log },
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await remove();
  });

  const events = (event: string) => log.records().filter((record) => record.event === event);

  it('reports ok while the store answers, as before', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves pages and the registry from memory while the store is down, degraded, and logs the outage once', async () => {
    source.mode = 'failing';
    const health = await untilHealth(app, 'degraded');
    expect(health).toEqual({ status: 'degraded', registry: { error: 'ECONNREFUSED', ageMs: expect.any(Number) } });
    const reads = source.reads;
    for (let request = 0; request < 20; request += 1) {
      const registry = await app.inject({ url: '/registry.json' });
      expect(registry.statusCode).toBe(200);
      expect(registry.json()).toEqual(v1);
      const page = await app.inject({ url: '/catalog', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PAGE_DATA_ELEMENT_ID);
      expect(page.body).toContain('"version":"1.0.0"');
    }
    expect(source.reads).toBe(reads);
    expect(events('registry-stale')).toEqual([
      expect.objectContaining({ level: 40, error: 'ECONNREFUSED', ageMs: expect.any(Number) }),
    ]);
    expect(log.records().filter((record) => record.level !== 30 && record.event !== 'registry-stale')).toEqual([]);

    source.switchTo(v2);
    source.mode = 'up';
    await untilHealth(app, 'ok');
    expect((await app.inject({ url: '/registry.json' })).json()).toEqual(v2);
    expect(events('registry-recovered')).toHaveLength(1);
    expect(events('registry-stale')).toHaveLength(1);
  });

  it('answers every request while the store hangs, without waiting for it', async () => {
    source.mode = 'hanging';
    source.notify();
    const registry = await app.inject({ url: '/registry.json' });
    expect(registry.json()).toEqual(v1);
    expect((await app.inject({ url: '/catalog', headers: HTML })).statusCode).toBe(200);
  });

  it('without any registry read since the start, answers pages without one and /registry.json with 500', async () => {
    const down = fakeStoredRegistry(v1);
    down.mode = 'failing';
    const downLog = captureLog();
    const temp = await makeTempDir('registry-down');
    await writeFiles(temp.dir, { 'index.html': '<!doctype html><title>host</title><div id="root"></div>' });
    const server = createHostServer({
      hostDist: temp.dir,
      registry: down,
      registryMaxStalenessMs: STALENESS_MS,
      allowedRemoteOrigins: ['http://localhost:3100'],
      digestSecret: TEST_DIGEST_SECRET,
      logger: { stream: downLog },
    });
    try {
      const page = await server.inject({ url: '/catalog', headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(PAGE_DATA_ELEMENT_ID);
      expect(page.body).not.toContain('"registry"');
      for (let request = 0; request < 5; request += 1) {
        const response = await server.inject({ url: '/registry.json' });
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ error: 'internal server error: the details are in the server log' });
      }
      expect(await untilHealth(server, 'degraded')).toEqual({
        status: 'degraded',
        registry: { error: 'ECONNREFUSED' },
      });
      expect(downLog.records().filter((record) => Number(record.level) >= 40)).toEqual([
        expect.objectContaining({ event: 'registry-stale', error: 'ECONNREFUSED' }),
      ]);
    } finally {
      await server.close();
      await temp.remove();
    }
  });
});
