import {} from '@jest/globals';
import { FAILURE_REPORT_PATH } from '@mfp/shared/failures';
import {
  METRICS_PATH,
  MOUNT_COUNTS_PATH,
  platformStatusSchema,
  STATUS_API_PATH,
  TIMING_BEACON_PATH,
  type PlatformStatus,
} from '@mfp/shared/status';
import type { RegistryDocument } from '@mfp/shared/registry';
import { FOLDER_STORE_NAMES } from '@mfp/store/folder';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseScrape, sampleValue } from '../../testing/prometheusText';
import {
  CATALOG_ENTRY,
  renderFailure,
  startPlatform,
  type PlatformHarness,
  type PlatformHarnessOptions,
} from '../testing/platformHarness';
import { postgresForThisFile } from '@mfp/store/contract';
import { testPageView } from '../../pageViews/testing/testPageView';

const postgres = postgresForThisFile();

const STORES: [string, () => Promise<PlatformHarnessOptions>][] = [
  ['a records folder', async () => ({})],
  ['PostgreSQL', async () => ({ recordsUrl: await postgres.createDatabase() })],
];

describe.each(STORES)('GET %s status, with records in %s', (_label, options) => {
  let harness: PlatformHarness;
  let authorization: string;
  beforeEach(async () => {
    harness = await startPlatform(await options());
    authorization = `Bearer ${(await harness.token()).token}`;
  });
  afterEach(() => harness.close());

  const report = (body: unknown) =>
    harness.app.inject({ method: 'POST', url: FAILURE_REPORT_PATH, payload: body as object });
  const beacon = (ms: number, version = '1.1.0') =>
    harness.app.inject({
      method: 'POST',
      url: TIMING_BEACON_PATH,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        remote: 'catalog',
        version,
        source: 'live',
        trigger: 'navigation',
        ms,
        pageView: testPageView({ catalog: version }),
      }),
    });
  async function status(): Promise<PlatformStatus> {
    const response = await harness.app.inject({ method: 'GET', url: STATUS_API_PATH, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return platformStatusSchema.parse(response.json());
  }

  it('shows each remote’s live release, who deployed it, its fallback and rollback target', async () => {
    const document = await status();
    expect(document.scope).toBe('fleet');
    expect(document.remotes.map((remote) => remote.name)).toEqual(['catalog', 'reviews']);
    expect(document.remotes[0]).toMatchObject({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      live: {
        version: '1.1.0',
        deployedAt: '2026-11-25T10:05:00.000Z',
        deployedBy: 'tok_catalogcatalogca',
        commit: 'abc1234',
      },
      lastKnownGood: '1.0.0',
      rollbackTarget: '1.0.0',
      failures: [],
      loadTimes: [],
      mounts: [],
    });
    expect(document.remotes[1]).toEqual({
      name: 'reviews',
      title: 'Reviews',
      route: '/reviews',
      health: { state: 'unchecked' },
      failures: [],
      loadTimes: [],
    });
  });

  it("shows each remote's live critical-path bytes as its deploy recorded them, against its budget", async () => {
    const releases = await harness.store.readReleases();
    releases.remotes.catalog!.criticalPath = {
      '1.0.0': { gzipBytes: 9, files: { 'mf-manifest.json': 9 } },
      '1.1.0': { gzipBytes: 152_301, files: { 'mf-manifest.json': 2_301, 'remoteEntry.js': 150_000 } },
    };
    await harness.store.writeReleases(releases);
    const changedAt = '2026-11-27T10:00:00.000Z';
    await harness.store.control.setRemoteSettings({ name: 'catalog', budget: { maxBytes: 150_000 }, changedAt });
    await harness.store.control.setRemoteSettings({ name: 'reviews', budget: { maxBytes: 90_000 }, changedAt });
    const [catalog, reviews] = (await status()).remotes;
    expect(catalog?.criticalPath).toEqual({ gzipBytes: 152_301, budgetBytes: 150_000 });
    expect(reviews?.criticalPath).toEqual({ budgetBytes: 90_000 });
  });

  it('counts failures by digest against the version reported, and unknown remotes as one', async () => {
    const digests = [];
    for (let time = 0; time < 3; time++) digests.push((await report(renderFailure())).json().digest as string);
    await report(renderFailure({ kind: 'timeout', message: 'took too long', version: '9.9.9' }));
    for (const name of ['nope', 'nada', 'zilch']) await report(renderFailure({ remote: name }));
    expect(new Set(digests).size).toBe(1);
    const document = await status();
    const catalog = document.remotes.find((remote) => remote.name === 'catalog')!;
    expect(catalog.failures).toHaveLength(2);
    const render = catalog.failures.find((failure) => failure.kind === 'render-failed');
    expect(render).toMatchObject({ digest: digests[0], code: 'MFP-401', version: '1.1.0', lastHour: 3, lastDay: 3 });
    expect(Date.parse(render!.lastSeen)).toBeGreaterThanOrEqual(Date.parse(render!.firstSeen));
    // A version the registry does not name is not one the status trusts the browser with.
    const timeout = catalog.failures.find((failure) => failure.kind === 'timeout');
    expect(timeout).toMatchObject({ code: 'MFP-205', lastDay: 1 });
    expect(timeout?.version).toBeUndefined();
    expect(document.unknownRemoteFailures).toBe(3);
    // Reports without a remote are neither: they are the host's own.
    expect(document.hostFailures).toEqual([]);
  });

  it('keeps the version of a report from a tab opened before a rollback', async () => {
    await report(renderFailure());
    const rolledBack = { ...CATALOG_ENTRY, version: '1.0.0', entry: CATALOG_ENTRY.previous!.entry };
    delete rolledBack.previous;
    await harness.store.writeRegistry({ remotes: [rolledBack] });
    // The switch shows once the server reads the registry again (bounded by jest's timeout).
    while (
      (await harness.app.inject({ url: '/registry.json' })).json<RegistryDocument>().remotes[0]?.version !== '1.0.0'
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    await report(renderFailure()); // the same failure, from a tab still on 1.1.0
    await report(renderFailure({ message: 'made up', version: '6.6.6' }));
    const catalog = (await status()).remotes.find((remote) => remote.name === 'catalog')!;
    expect(catalog.live?.version).toBe('1.1.0'); // the releases record; only the registry was switched here
    const counted = catalog.failures.map((failure) => ({ version: failure.version, lastDay: failure.lastDay }));
    expect(counted).toHaveLength(2);
    expect(counted).toEqual(
      expect.arrayContaining([
        { version: '1.1.0', lastDay: 2 },
        { version: undefined, lastDay: 1 },
      ]),
    );
  });

  it("counts the host's own failures by digest, apart from every remote's", async () => {
    const hostFailure = { culprit: 'host', kind: 'host-failed', message: 'shell threw', url: 'http://h/' };
    const digests = [];
    for (let time = 0; time < 2; time++)
      digests.push((await report({ ...hostFailure, pageView: testPageView({}) })).json().digest as string);
    const document = await status();
    expect(document.hostFailures).toEqual([
      expect.objectContaining({ digest: digests[0], kind: 'host-failed', code: 'MFP-501', lastHour: 2, lastDay: 2 }),
    ]);
    expect(document.hostFailures?.[0]?.version).toBeUndefined();
    expect(document.remotes.flatMap((remote) => remote.failures)).toEqual([]);
    expect(document.unknownRemoteFailures).toBe(0);
  });

  it('gives p50 and p95 load times per version, with a series by hour', async () => {
    for (const ms of [120, 130, 140, 160, 180, 220, 240, 260, 280, 900])
      expect((await beacon(ms)).statusCode).toBe(204);
    await beacon(2500, '1.0.0');
    const catalog = (await status()).remotes.find((remote) => remote.name === 'catalog')!;
    const live = catalog.loadTimes.find((times) => times.version === '1.1.0')!;
    expect(live.count).toBe(10);
    expect(live.p50Ms).toBeGreaterThanOrEqual(150);
    expect(live.p50Ms).toBeLessThanOrEqual(200);
    expect(live.p95Ms).toBeGreaterThanOrEqual(750);
    expect(live.p95Ms).toBeLessThanOrEqual(1000);
    expect(live.series).toHaveLength(1);
    expect(live.series[0]).toMatchObject({ count: 10, p50Ms: live.p50Ms, p95Ms: live.p95Ms });
    expect(catalog.loadTimes.find((times) => times.version === '1.0.0')).toMatchObject({ count: 1 });
  });

  it('gives the mounts per version of every server, a version the registry does not name left out', async () => {
    const other = await harness.another();
    // One beacon per page view, each with its own token: a page view counts one mount of a slot.
    const mounts = async (server: typeof other, version: string | undefined, pageViews: number) => {
      for (let view = 0; view < pageViews; view++) {
        const answer = await server.inject({
          method: 'POST',
          url: MOUNT_COUNTS_PATH,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify({
            mounts: [{ remote: 'catalog', ...(version && { version }), count: 2 }],
            pageView: testPageView(version ? { catalog: version } : {}),
          }),
        });
        expect(answer.statusCode).toBe(204);
      }
    };
    await mounts(harness.app, '1.1.0', 3);
    await mounts(harness.app, '1.0.0', 1);
    await mounts(harness.app, '9.9.9', 4);
    await mounts(other, '1.1.0', 2);
    await mounts(other, undefined, 1);
    await other.close();
    const catalog = (await status()).remotes.find((remote) => remote.name === 'catalog')!;
    expect(catalog.mounts).toEqual([
      { version: '1.1.0', lastHour: 5, lastDay: 5 },
      { version: '1.0.0', lastHour: 1, lastDay: 1 },
    ]);
  });

  it('shares the counts of every server of the fleet', async () => {
    const other = await harness.another();
    await report(renderFailure());
    await other.inject({ method: 'POST', url: FAILURE_REPORT_PATH, payload: renderFailure() });
    // The other server writes its counts at its next flush; closing it flushes now.
    await other.close();
    const catalog = (await status()).remotes.find((remote) => remote.name === 'catalog')!;
    expect(catalog.failures[0]).toMatchObject({ lastHour: 2, lastDay: 2 });
  });
});

describe('GET status when the store cannot be read', () => {
  let harness: PlatformHarness;
  afterEach(() => harness.close());

  it('answers 503 with no detail, logs why once, and counts it in mfp_store_errors_total', async () => {
    harness = await startPlatform();
    const authorization = `Bearer ${(await harness.token()).token}`;
    writeFileSync(harness.store.layout.releasesFile, '{"remotes": {"catalog": {"live": 1}}}');
    const answer = await harness.app.inject({ method: 'GET', url: STATUS_API_PATH, headers: { authorization } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).not.toContain(harness.store.layout.dir);
    expect(harness.log.records().filter((record) => record.event === 'status-unavailable')).toHaveLength(1);
    const metrics = await harness.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization } });
    expect(sampleValue(parseScrape(metrics.body), 'mfp_store_errors_total', { operation: 'status-read' })).toBe(1);
  });

  it('refuses with the usual 404 when the tokens cannot be read, counting it', async () => {
    harness = await startPlatform();
    const { token } = await harness.token();
    writeFileSync(path.join(harness.store.layout.dir, FOLDER_STORE_NAMES.tokens), 'not json');
    const answer = await harness.app.inject({
      method: 'GET',
      url: STATUS_API_PATH,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(harness.log.records().filter((record) => record.event === 'admin-check-failed')).toHaveLength(1);
    expect(harness.log.lines().join('\n')).not.toContain(token);
  });
});
