import type { RolloutAnalysis } from '../records/deliveryRecordSchemas';
import { parseReleases, formatReleases, type ReleasesFile } from '../records/releasesFile';
import { release, remoteWith } from '../testing/releases';
import { commandRollout } from './commandRollout';
import { decideRollout } from './decideRollout';
import { startRollout } from './startRollout';

const actor = { user: 'tok_catalog', host: 'host-a', tokenId: 'tok_catalog' };
const t0 = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

function releasesWithPublished(): ReleasesFile {
  const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0)]);
  catalog.published = [{ version: '1.1.0', at: t0.toISOString(), contentHash: '1.1.0-hash', user: 'ana', host: 'b' }];
  return { remotes: { catalog } };
}

function started(): ReleasesFile {
  const releases = releasesWithPublished();
  startRollout(releases.remotes.catalog!, 'catalog', {
    version: '1.1.0',
    steps: [10, 50, 100],
    intervalMs: 60_000,
    by: actor,
    now: t0,
  });
  return releases;
}

const analysis = (verdict: RolloutAnalysis['verdict'], at = later(60_000)): RolloutAnalysis => ({
  at: at.toISOString(),
  verdict,
  reasons: [`the rule said ${verdict}`],
  share: 10,
  rollout: { version: '1.1.0', mounts: 300, failures: { render: 0 }, loads: { count: 60, p95Ms: 200 } },
  stable: { version: '1.0.0', mounts: 3000, failures: { render: 0 }, loads: { count: 600, p95Ms: 200 } },
});

/** What the records hold after a write and a read: every transition must leave releases the schema accepts. */
const roundTrip = (releases: ReleasesFile) => parseReleases(formatReleases(releases), 'test');

describe('rollout transitions', () => {
  it('starts at the first step, due one interval later, and survives a write and a read', () => {
    const rollout = roundTrip(started()).remotes.catalog!.rollout;
    expect(rollout).toMatchObject({
      version: '1.1.0',
      step: 0,
      state: 'running',
      nextDecisionAt: '2026-11-27T10:01:00.000Z',
    });
  });

  it('refuses a second rollout, the live version, and a version never published', () => {
    const releases = started();
    const remote = releases.remotes.catalog!;
    const start = { steps: [100], intervalMs: 1000, by: actor, now: t0 };
    expect(() => startRollout(remote, 'catalog', { ...start, version: '1.1.0' })).toThrow(/rollout of 1.1.0 running/);
    delete remote.rollout;
    expect(() => startRollout(remote, 'catalog', { ...start, version: '1.0.0' })).toThrow(/live already/);
    expect(() => startRollout(remote, 'catalog', { ...start, version: '9.9.9' })).toThrow(/--no-switch/);
  });

  it('waits before the decision is due, and one more interval when inconclusive', () => {
    const releases = started();
    expect(
      decideRollout(releases, 'catalog', analysis('as-good', later(59_000)), { now: later(59_000), actor }),
    ).toEqual({
      kind: 'not-due',
    });
    expect(decideRollout(releases, 'catalog', analysis('inconclusive'), { now: later(60_000), actor }).kind).toBe(
      'waiting',
    );
    expect(releases.remotes.catalog!.rollout).toMatchObject({ step: 0, nextDecisionAt: '2026-11-27T10:02:00.000Z' });
  });

  it('steps up when as good, and makes the release live after the last step', () => {
    const releases = started();
    expect(decideRollout(releases, 'catalog', analysis('as-good'), { now: later(60_000), actor })).toMatchObject({
      kind: 'stepped',
      share: 50,
    });
    decideRollout(releases, 'catalog', analysis('as-good'), { now: later(120_000), actor });
    expect(decideRollout(releases, 'catalog', analysis('as-good'), { now: later(180_000), actor }).kind).toBe(
      'completed',
    );
    const catalog = roundTrip(releases).remotes.catalog!;
    expect(catalog.live).toBe('1.1.0');
    expect(catalog.history.at(-1)).toMatchObject({ action: 'rollout', version: '1.1.0', contentHash: '1.1.0-hash' });
    expect(catalog.rollout).toBeUndefined();
    expect(catalog.rollouts).toEqual([expect.objectContaining({ outcome: 'completed', by: 'analysis', share: 100 })]);
  });

  it('aborts when worse, keeping the live release and saying why with the figures', () => {
    const releases = started();
    expect(decideRollout(releases, 'catalog', analysis('worse'), { now: later(60_000), actor }).kind).toBe('aborted');
    const catalog = roundTrip(releases).remotes.catalog!;
    expect(catalog.live).toBe('1.0.0');
    expect(catalog.rollout).toBeUndefined();
    expect(catalog.rollouts?.[0]).toMatchObject({
      outcome: 'aborted',
      by: 'analysis',
      reason: 'the rule said worse',
      share: 10,
      analysis: { rollout: { mounts: 300 } },
    });
  });

  it('does not judge a paused rollout, and judges it a full interval after it resumes', () => {
    const releases = started();
    commandRollout(releases, 'catalog', 'pause', { actor, now: later(30_000) });
    expect(decideRollout(releases, 'catalog', analysis('worse'), { now: later(60_000), actor }).kind).toBe('not-due');
    expect(() => commandRollout(releases, 'catalog', 'pause', { actor, now: later(61_000) })).toThrow(/paused already/);
    commandRollout(releases, 'catalog', 'resume', { actor, now: later(90_000) });
    expect(releases.remotes.catalog!.rollout?.nextDecisionAt).toBe('2026-11-27T10:02:30.000Z');
  });

  it('promotes and aborts by command, naming who did', () => {
    const promoted = started();
    commandRollout(promoted, 'catalog', 'promote', { actor, now: later(1000) });
    expect(promoted.remotes.catalog).toMatchObject({
      live: '1.1.0',
      rollouts: [{ by: 'command', outcome: 'completed' }],
    });
    const aborted = started();
    commandRollout(aborted, 'catalog', 'abort', { actor, now: later(1000) });
    expect(aborted.remotes.catalog).toMatchObject({ live: '1.0.0', rollouts: [{ reason: 'aborted by tok_catalog' }] });
    expect(() => commandRollout(aborted, 'catalog', 'abort', { actor, now: later(2000) })).toThrow(
      /no rollout running: start one with mfp rollout start catalog <version>$/,
    );
    const startHint = 'npm run deploy -- catalog --canary';
    expect(() => commandRollout(aborted, 'catalog', 'abort', { actor, now: later(2000), startHint })).toThrow(
      /no rollout running: start one with npm run deploy -- catalog --canary$/,
    );
  });
});
