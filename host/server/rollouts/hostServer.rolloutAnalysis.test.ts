import { rejectedSamples } from '@mfp/testing';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PREVIEW_PARAM, type RegistryEntry, type StoredEntryFields } from '@mfp/shared/registry';
import { METRICS_PATH, platformStatusSchema, STATUS_API_PATH, type RemoteStatus } from '@mfp/shared/status';
import { OVER_THE_CAP_DIGEST } from '@mfp/store/aggregates';
import { updateReleases } from '@mfp/store/releases';
import { startRollout } from '@mfp/store/rollouts';
import { previewKeyOf, readPreview } from '../previews/previewLink';
import { startPlatform, type PlatformHarness } from '../platform/testing/platformHarness';
import { parseScrape, sampleValue } from '../testing/prometheusText';
import { TEST_DIGEST_SECRET } from '../testing/fixtures';
import { failureRow } from './testing/batches';

const STORE_ORIGIN = 'http://localhost:3100';
/** Every manifest the health checks fetch here; the rollout's release records its integrity, the live one none. */
const MANIFEST = '{"name":"catalog"}';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const until = async (done: () => Promise<boolean>) => {
  // Bounded by jest's timeout; the analysis ticks every 20 ms here.
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** 1.2.0 of the harness's catalog published without switching, and rolled out over 10, 50, 100 from `startedAt`. */
async function rollOut(harness: PlatformHarness, { startedAt, intervalMs }: { startedAt: Date; intervalMs: number }) {
  const { store } = harness;
  mkdirSync(store.layout.versionDir('catalog', '1.2.0'), { recursive: true });
  const by = { user: 'ana', host: 'build-1' };
  await updateReleases(store, STORE_ORIGIN, (releases) => {
    const catalog = releases.remotes.catalog!;
    catalog.published = [{ version: '1.2.0', at: startedAt.toISOString(), contentHash: 'h3', ...by }];
    catalog.integrity = { '1.2.0': { manifest: sri(MANIFEST), entry: sri('entry') } };
    startRollout(catalog, 'catalog', { version: '1.2.0', steps: [10, 50, 100], intervalMs, by, now: startedAt });
    return { kind: 'changed', result: undefined };
  });
}

describe('a host server running the rollout analysis on a folder store', () => {
  let harness: PlatformHarness;
  let authorization: string;
  const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: { authorization } });
  const catalogStatus = async (): Promise<RemoteStatus> =>
    platformStatusSchema.parse((await get(STATUS_API_PATH)).json()).remotes.find(({ name }) => name === 'catalog')!;

  beforeEach(async () => {
    harness = await startPlatform({
      rolloutAnalysis: { tickMs: 20, thresholds: { minMounts: 100, minLoads: 20 } },
      healthFetch: async () => new Response(MANIFEST, { status: 200 }),
    });
    authorization = `Bearer ${(await harness.token()).token}`;
  });
  afterEach(() => harness.close());

  it('aborts a rollout whose release fails: the registry serves the live release, the status and metrics say why', async () => {
    const now = Date.now();
    const bucket = new Date(now - (now % (10 * 60_000))).toISOString();
    await harness.store.aggregates.add({
      mounts: [
        { remote: 'catalog', version: '1.2.0', bucket, count: 200 },
        { remote: 'catalog', version: '1.1.0', bucket, count: 1800 },
      ],
      // 5 of its 40 failures counted beyond a server's cap: counted all the same, and said in the record (0090).
      failures: [
        failureRow('1.2.0', 'render-failed', 35, bucket),
        { ...failureRow('1.2.0', 'render-failed', 5, bucket), digest: OVER_THE_CAP_DIGEST },
      ],
      timings: [],
      rejections: [{ remote: 'catalog', version: '1.2.0', sample: 'failure', reason: 'no-token', bucket, count: 12 }],
    });
    await rollOut(harness, { startedAt: new Date(now - 5000), intervalMs: 1000 });

    await until(async () => (await harness.store.readReleases()).remotes.catalog?.rollout === undefined);
    await until(async () => {
      const served = (await harness.app.inject({ url: '/registry.json' })).json<{ remotes: RegistryEntry[] }>();
      const entry = served.remotes[0] as RegistryEntry & StoredEntryFields;
      return entry.version === '1.1.0' && entry.rollout === undefined;
    });

    const catalog = await catalogStatus();
    expect(catalog.rollout).toBeUndefined();
    expect(catalog.rollouts).toEqual([
      expect.objectContaining({
        version: '1.2.0',
        outcome: 'aborted',
        by: 'analysis',
        share: 10,
        reason: expect.stringMatching(/^render failures 40\/200 against 0\/1800/),
        analysis: expect.objectContaining({
          verdict: 'worse',
          rollout: expect.objectContaining({ mounts: 200, failures: { load: 0, render: 40, 'server-render': 0 } }),
          rejected: rejectedSamples({ 'no-token': 12 }),
          dropped: 5,
        }),
      }),
    ]);
    // The decision is told after its write: the log line and the audit entry follow the records by a moment.
    await until(async () => (await harness.store.control.readAudit({ remote: 'catalog' })).length > 0);
    expect(harness.log.records().filter(({ event }) => event === 'rollout-aborted')).toHaveLength(1);
    const [audit] = await harness.store.control.readAudit({ remote: 'catalog' });
    expect(audit).toMatchObject({ action: 'rollout-abort', version: '1.2.0' });
    const scrape = parseScrape((await get(METRICS_PATH)).body);
    expect(sampleValue(scrape, 'mfp_rollout_decisions_total', { remote: 'catalog', decision: 'aborted' })).toBe(1);
  });

  it('shows a running rollout, its step and next decision, and the release to preview with a signed link', async () => {
    const startedAt = new Date();
    await rollOut(harness, { startedAt, intervalMs: 60 * 60_000 });
    const catalog = await catalogStatus();
    expect(catalog.rollout).toEqual({
      version: '1.2.0',
      share: 10,
      step: 1,
      steps: [10, 50, 100],
      state: 'running',
      intervalMs: 60 * 60_000,
      startedAt: startedAt.toISOString(),
      startedBy: 'ana',
      nextDecisionAt: new Date(startedAt.getTime() + 60 * 60_000).toISOString(),
      // Not checked yet: asking started a check of every release served, the rollout's included.
      health: { state: 'unchecked' },
    });
    const [unreleased, ...others] = catalog.unreleased ?? [];
    expect(others).toEqual([]);
    expect(unreleased).toMatchObject({ version: '1.2.0', publishedBy: 'ana' });
    const link = new URL(unreleased!.previewLink, 'http://host.test');
    expect(link.pathname).toBe('/catalog');
    const check = readPreview(link.searchParams.get(PREVIEW_PARAM)!, previewKeyOf(TEST_DIGEST_SECRET), Date.now());
    expect(check).toEqual({
      status: 'valid',
      preview: { remote: 'catalog', version: '1.2.0', expiresAt: Date.parse(unreleased!.previewExpiresAt) },
    });
    const scrape = parseScrape((await get(METRICS_PATH)).body);
    expect(sampleValue(scrape, 'mfp_rollout_share', { remote: 'catalog', version: '1.2.0' })).toBe(10);
    expect(sampleValue(scrape, 'mfp_rollout_paused', { remote: 'catalog', version: '1.2.0' })).toBe(0);
  });

  it("gives the rollout's release its own health, checked like the live one's and kept apart from it", async () => {
    await rollOut(harness, { startedAt: new Date(), intervalMs: 60 * 60_000 });
    await until(async () => (await catalogStatus()).rollout?.health.state !== 'unchecked');
    const catalog = await catalogStatus();
    expect(catalog.rollout?.health).toEqual({ state: 'healthy', checkedAt: expect.any(String) });
    // The live release's deploy recorded no integrity in this store: unhealthy, whatever its rollout's says.
    expect(catalog.health).toMatchObject({
      state: 'unhealthy',
      problem: 'the registry records no integrity for this release',
    });
  });
});
