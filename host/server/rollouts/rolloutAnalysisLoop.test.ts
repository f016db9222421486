import { rejectedSamples } from '@mfp/testing';
import Fastify from 'fastify';
import { createRolloutAnalysis, type RolloutAnalysisLoop } from './rolloutAnalysisLoop';
import { captureLog } from '../testing/fixtures';
import { OVER_THE_CAP_DIGEST } from '@mfp/store/aggregates';
import { batchWith, failureRow, histogramWith } from './testing/batches';
import { INTERVAL_MS, rolloutStore, STARTED, STORE_URL, type RolloutStore } from './testing/rolloutStore';

const BUCKET = '2026-11-27T10:00:00.000Z';
const at = (ms: number) => new Date(STARTED.getTime() + ms);

describe('the rollout analysis loop, on a folder store with a fake clock', () => {
  let subject: RolloutStore;
  let log: ReturnType<typeof captureLog>;
  let clock: Date;
  const loops: RolloutAnalysisLoop[] = [];
  const decisions: string[] = [];

  const loop = () => {
    const made = createRolloutAnalysis({
      store: subject.store,
      storePublicUrl: STORE_URL,
      thresholds: { minMounts: 100, minLoads: 10 },
      leaseStaleMs: 2000,
      log: Fastify({ logger: { level: 'debug', stream: log } }).log,
      now: () => clock,
      onDecision: (remote, decision) => decisions.push(`${remote} ${decision}`),
    });
    loops.push(made);
    return made;
  };
  /** Both releases mounted `mounts` times, with `failing` render failures of 1.1.0, and 20 load times each. */
  async function counted(mounts: number, failing: number) {
    await subject.store.aggregates.add({
      mounts: ['1.0.0', '1.1.0'].map((version) => ({ remote: 'catalog', version, bucket: BUCKET, count: mounts })),
      failures: failing > 0 ? [failureRow('1.1.0', 'render-failed', failing, BUCKET)] : [],
      timings: ['1.0.0', '1.1.0'].map((version) => ({
        remote: 'catalog',
        version,
        load: 'later' as const,
        bucket: BUCKET,
        histogram: histogramWith(20, 3),
      })),
      rejections: [],
    });
  }
  const rolloutOf = async () => (await subject.store.readReleases()).remotes.catalog!;
  const events = (event: string) => log.records().filter((record) => record.event === event);

  beforeEach(async () => {
    subject = await rolloutStore();
    log = captureLog();
    clock = at(0);
    decisions.length = 0;
  });
  afterEach(async () => {
    await Promise.all(loops.splice(0).map((made) => made.close()));
    subject.cleanup();
  });

  it('does nothing before the decision is due', async () => {
    await counted(300, 100);
    clock = at(INTERVAL_MS - 1);
    await loop().tick();
    expect((await rolloutOf()).rollout).toMatchObject({ step: 0, analyses: [] });
    expect(decisions).toEqual([]);
  });

  it('aborts a worse release once due: the registry serves stable only, one log line and an audit entry say why', async () => {
    await counted(300, 60);
    clock = at(INTERVAL_MS);
    await loop().tick();
    const catalog = await rolloutOf();
    expect(catalog.rollout).toBeUndefined();
    expect(catalog.live).toBe('1.0.0');
    expect(catalog.rollouts?.[0]).toMatchObject({ outcome: 'aborted', by: 'analysis', share: 10 });
    const registry = await subject.store.readRegistry();
    const entry = registry.kind === 'found' && JSON.parse(registry.bytes.toString()).remotes[0];
    expect(entry).toMatchObject({ version: '1.0.0' });
    expect(entry.rollout).toBeUndefined();
    const [line, ...others] = events('rollout-aborted');
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 40,
      remote: 'catalog',
      version: '1.1.0',
      stable: '1.0.0',
      share: 10,
      verdict: 'worse',
      figures: { rollout: { mounts: 300, failures: { render: 60 } }, stable: { mounts: 300 } },
    });
    expect(line?.reasons).toEqual([expect.stringMatching(/^render failures 60\/300 against 0\/300/)]);
    const [audit] = await subject.store.control.readAudit({ remote: 'catalog' });
    expect(audit).toMatchObject({ action: 'rollout-abort', result: 'ok', version: '1.1.0' });
    expect(audit?.detail).toMatch(/^worse at 10%: render failures 60\/300.*Rollout 1\.1\.0: 300 mounts/);
    expect(decisions).toEqual(['catalog aborted']);
  });

  it('waits while unsure, steps up when as good, and makes the release live after the last step', async () => {
    const analysis = loop();
    await counted(50, 0);
    clock = at(INTERVAL_MS);
    await analysis.tick();
    expect((await rolloutOf()).rollout).toMatchObject({ step: 0, nextDecisionAt: at(2 * INTERVAL_MS).toISOString() });
    expect(events('rollout-waiting')[0]?.reasons).toContainEqual(expect.stringMatching(/^too few mounts/));
    await counted(250, 0);
    clock = at(2 * INTERVAL_MS);
    await analysis.tick();
    expect((await rolloutOf()).rollout).toMatchObject({ step: 1 });
    expect(events('rollout-stepped')[0]).toMatchObject({ share: 10, nextShare: 50, verdict: 'as-good' });
    clock = at(3 * INTERVAL_MS);
    await analysis.tick();
    clock = at(4 * INTERVAL_MS);
    await analysis.tick();
    const catalog = await rolloutOf();
    expect(catalog).toMatchObject({ live: '1.1.0', rollouts: [{ outcome: 'completed', by: 'analysis' }] });
    expect(catalog.history.at(-1)).toMatchObject({ action: 'rollout', version: '1.1.0', user: 'rollout-analysis' });
    const audit = await subject.store.control.readAudit({ remote: 'catalog' });
    expect(audit.map((entry) => entry.action)).toEqual(['rollout-complete', 'rollout-step', 'rollout-step']);
    expect(decisions).toEqual(['catalog waiting', 'catalog stepped', 'catalog stepped', 'catalog completed']);
  });

  it('keeps in the verdict’s record the samples rejected and the failures counted over the cap (decision 0090)', async () => {
    await counted(50, 0);
    const rejection = (version: string, reason: 'no-token' | 'expired', count: number, remote = 'catalog') =>
      ({ remote, version, sample: 'mount', reason, bucket: BUCKET, count }) as const;
    await subject.store.aggregates.add(
      batchWith({
        rejections: [
          rejection('1.1.0', 'no-token', 7),
          rejection('', 'no-token', 3),
          rejection('1.0.0', 'expired', 2),
          rejection('0.9.0', 'expired', 50),
          rejection('1.1.0', 'expired', 40, 'cart'),
        ],
        failures: [{ ...failureRow('1.1.0', 'render-failed', 4, BUCKET), digest: OVER_THE_CAP_DIGEST }],
      }),
    );
    clock = at(INTERVAL_MS);
    await loop().tick();
    expect((await rolloutOf()).rollout?.analyses.at(-1)).toMatchObject({
      rejected: rejectedSamples({ 'no-token': 10, expired: 2 }),
      dropped: 4,
    });
  });

  it('runs on one loop of two at a time, and the other takes over once the first stops', async () => {
    const [first, second] = [loop(), loop()];
    await first.tick();
    await second.tick();
    expect(events('rollout-analysis-lease')).toHaveLength(1);
    await counted(300, 60);
    clock = at(INTERVAL_MS);
    await second.tick();
    expect((await rolloutOf()).rollout).toBeDefined();
    await first.close();
    await second.tick();
    expect((await rolloutOf()).rollout).toBeUndefined();
    expect(events('rollout-analysis-lease')).toHaveLength(2);
  });

  it('says once that the store fails, decides nothing meanwhile, and decides at the first tick it answers', async () => {
    await counted(300, 60);
    clock = at(INTERVAL_MS);
    const read = subject.store.aggregates.read;
    subject.store.aggregates.read = () => Promise.reject(new Error('connect ECONNREFUSED'));
    const analysis = loop();
    for (let round = 0; round < 3; round++) await analysis.tick();
    expect(events('rollout-analysis-failed')).toEqual([
      expect.objectContaining({ failedRounds: 1, error: 'connect ECONNREFUSED' }),
    ]);
    expect((await rolloutOf()).rollout).toBeDefined();
    subject.store.aggregates.read = read;
    await analysis.tick();
    expect((await rolloutOf()).rollout).toBeUndefined();
    expect(events('rollout-analysis-failed').at(-1)).toMatchObject({ recovered: true, failedRounds: 3 });
  });
});
