import {
  abandonedReleases,
  deployedAt,
  lastKnownGood,
  liveAction,
  recordRelease,
  releaseStack,
  rollbackTarget,
} from './releaseHistory';
import type { ReleasesFile } from './releasesFile';
import { release, remoteWith } from '../testing/releases';

const all = () => true;
const versions = (releases: readonly { version: string }[]) => releases.map((entry) => entry.version);
const forced = { forced: { problems: ['the manifest does not expose ./App'] } };

describe('releaseStack', () => {
  it('stacks deploys and seeds in order', () => {
    const history = [release('seed', '1'), release('deploy', '2'), release('deploy', '3')];
    expect(versions(releaseStack(history))).toEqual(['1', '2', '3']);
    expect(abandonedReleases(history)).toEqual([]);
  });

  it('takes the releases above a rollback target off the stack, and puts the rollback in its place', () => {
    const history = [release('deploy', '1'), release('deploy', '2'), release('deploy', '3'), release('rollback', '1')];
    expect(releaseStack(history)).toEqual([history[3]]);
    expect(versions(abandonedReleases(history))).toEqual(['2', '3']);
  });

  it('stacks a rollback to a version that is not on the stack, like a deploy (a --to forward)', () => {
    const history = [
      release('deploy', '1'),
      release('deploy', '2'),
      release('rollback', '1'),
      release('rollback', '2'),
    ];
    expect(versions(releaseStack(history))).toEqual(['1', '2']);
    expect(versions(abandonedReleases(history))).toEqual(['2']);
  });
});

describe('rollbackTarget', () => {
  it('goes to the release before the live one, and further back on the next rollback', () => {
    const catalog = remoteWith('catalog', [release('deploy', '1'), release('deploy', '2'), release('deploy', '3')]);
    expect(rollbackTarget(catalog, all)?.version).toBe('2');
    const releases: ReleasesFile = { remotes: { catalog } };
    recordRelease(releases, 'catalog', catalog, release('rollback', '2'));
    expect(releases.remotes.catalog?.live).toBe('2');
    expect(rollbackTarget(releases.remotes.catalog!, all)?.version).toBe('1');
  });

  it('skips releases whose folder was deleted and releases of the live version', () => {
    const catalog = remoteWith('catalog', [
      release('deploy', '1'),
      release('deploy', '2'),
      release('deploy', '3'),
      release('deploy', '3'),
    ]);
    expect(rollbackTarget(catalog, (version) => version !== '2')?.version).toBe('1');
  });

  it('returns a forced release too (the gate runs again before the switch), and none at the bottom', () => {
    const catalog = remoteWith('catalog', [release('deploy', '1', 0, forced), release('deploy', '2')]);
    expect(rollbackTarget(catalog, all)?.version).toBe('1');
    expect(rollbackTarget(remoteWith('catalog', [release('deploy', '1')]), all)).toBeUndefined();
  });
});

describe('lastKnownGood', () => {
  it('is the release before the live one when it went live through the gate and is published', () => {
    const catalog = remoteWith('catalog', [release('seed', '1'), release('deploy', '2')]);
    expect(lastKnownGood(catalog, all)?.version).toBe('1');
  });

  it('passes over forced releases, deleted folders and the live version itself', () => {
    const catalog = remoteWith('catalog', [
      release('seed', '1'),
      release('deploy', '2'),
      release('deploy', '3', 0, forced),
      release('deploy', '4'),
      release('deploy', '5'),
      release('deploy', '5'),
    ]);
    expect(lastKnownGood(catalog, (version) => version !== '4')?.version).toBe('2');
  });

  it('passes over a release with the same bytes as the live one under another version: it would fail the same way', () => {
    const same = { contentHash: 'same' };
    const catalog = remoteWith('catalog', [
      release('seed', '1'),
      release('deploy', '2', 0, same),
      release('deploy', '3', 0, same),
    ]);
    expect(lastKnownGood(catalog, all)?.version).toBe('1');
  });

  it('never falls back to a release a rollback abandoned', () => {
    const catalog = remoteWith('catalog', [release('deploy', '1'), release('deploy', '2'), release('rollback', '1')]);
    expect(lastKnownGood(catalog, all)).toBeUndefined();
    const redeployed = remoteWith('catalog', [...catalog.history, release('deploy', '3')]);
    expect(lastKnownGood(redeployed, all)?.version).toBe('1');
  });

  it('counts a version from before the history recorded details as good: it went live, and nothing was forced then', () => {
    const catalog = remoteWith('catalog', [{ action: 'unrecorded', version: '1' }, release('deploy', '2')]);
    expect(lastKnownGood(catalog, all)?.version).toBe('1');
  });
});

describe('liveAction and deployedAt', () => {
  it('say how and when the live version went live', () => {
    const catalog = remoteWith('catalog', [release('seed', '1', 0), release('rollback', '1', 7)]);
    expect(liveAction(catalog)).toBe('rollback');
    expect(deployedAt(catalog)).toBe('2026-01-31T10:07:00.000Z');
  });

  it('use what an old file said, and nothing more', () => {
    expect(liveAction(remoteWith('c', [{ action: 'unrecorded', version: '1', source: 'seed' }]))).toBe('seed');
    expect(liveAction(remoteWith('c', [{ action: 'unrecorded', version: '1' }]))).toBe('unknown');
    expect(deployedAt(remoteWith('c', [{ action: 'unrecorded', version: '1' }]))).toBeUndefined();
  });
});

describe('recordRelease', () => {
  it('adds a remote, then appends to its history, keeping input hashes per version', () => {
    const releases: ReleasesFile = { remotes: {} };
    const description = { title: 'Catalog', route: '/catalog', module: './App' };
    recordRelease(releases, 'catalog', description, release('deploy', '1'), 'input-1');
    recordRelease(releases, 'catalog', { ...description, title: 'Shop' }, release('rollback', '0'));
    expect(releases.remotes.catalog).toEqual({
      ...description,
      title: 'Shop',
      live: '0',
      history: [release('deploy', '1'), release('rollback', '0')],
      hashes: { '1': 'input-1' },
    });
  });
});
