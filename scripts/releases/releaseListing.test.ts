import type { RecordedRelease, RemoteReleases } from '@mfp/store/releases';
import { formatListing } from './formatListing';
import { releaseListing } from './releaseListing';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 31, 10, minute)).toISOString();
const release = (action: RecordedRelease['action'], version: string, minute: number, extra = {}): RecordedRelease => ({
  action,
  version,
  at: at(minute),
  contentHash: `${version.replace(/\W/g, '')}`.padEnd(64, '0'),
  user: 'ana',
  host: 'build-1',
  ...extra,
});

const history: RemoteReleases['history'] = [
  { action: 'unrecorded', version: '0.9.0' },
  release('seed', '1.0.0', 0),
  release('deploy', '1.1.0', 5),
  release('deploy', '1.2.0', 9, { forced: { problems: ['the manifest does not expose ./App'] } }),
  release('deploy', '1.3.0', 12),
  release('rollback', '1.1.0', 14),
];
const catalog: RemoteReleases = {
  title: 'Catalog',
  route: '/catalog',
  module: './App',
  live: '1.1.0',
  history,
  hashes: {},
};

describe('releaseListing', () => {
  it('lists newest first, marks the live release, the fallback and what rollbacks abandoned', () => {
    const listing = releaseListing('catalog', catalog, ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0-rc.1']);
    expect(listing).toMatchObject({
      remote: 'catalog',
      live: '1.1.0',
      lastKnownGood: '1.0.0',
      neverLive: ['2.0.0-rc.1'],
    });
    expect(
      listing.releases.map(({ version, action, live, lastKnownGood, abandoned }) => [
        version,
        action,
        live,
        lastKnownGood,
        abandoned,
      ]),
    ).toEqual([
      ['1.1.0', 'rollback', true, false, false],
      ['1.3.0', 'deploy', false, false, true],
      ['1.2.0', 'deploy', false, false, true],
      ['1.1.0', 'deploy', false, false, false],
      ['1.0.0', 'seed', false, true, false],
      ['0.9.0', 'unrecorded', false, false, false],
    ]);
    expect(listing.releases[0]).toMatchObject({ at: at(14), user: 'ana', host: 'build-1', published: true });
    expect(listing.releases[2]).toMatchObject({ forcedOver: ['the manifest does not expose ./App'] });
  });

  it('says which folders were deleted, and finds no fallback without one', () => {
    const listing = releaseListing('catalog', catalog, ['1.1.0']);
    expect(listing.lastKnownGood).toBeNull();
    expect(listing.releases.filter((release) => !release.published).map((release) => release.version)).toEqual([
      '1.3.0',
      '1.2.0',
      '1.0.0',
      '0.9.0',
    ]);
  });
});

describe('formatListing', () => {
  it('shows who deployed through the API: the token id, the short commit, the client and the CI run', () => {
    const api = {
      tokenId: 'tok_abcdefgh23456789',
      commit: '1a2b3c4d5e6f708192a3b4c5d6e7f80910111213',
      ciUrl: 'https://github.com/acme/reviews/actions/runs/42',
      client: '203.0.113.7',
      user: 'tok_abcdefgh23456789',
      host: 'host-1',
    };
    const remote: RemoteReleases = {
      ...catalog,
      live: '1.2.0',
      history: [
        release('deploy', '1.0.0', 0),
        release('deploy', '1.1.0', 5, { ...api, commit: 'main', ciUrl: undefined, client: undefined }),
        release('deploy', '1.2.0', 9, api),
      ],
    };
    const text = formatListing(releaseListing('reviews', remote, ['1.0.0', '1.1.0', '1.2.0']));
    expect(text.split('\n')).toEqual([
      'reviews: live 1.2.0, last known good 1.1.0 (newest first; * live, ↩ last known good)',
      '  * 1.2.0    deploy   2026-01-31 10:09:00 UTC  by token tok_abcdefgh23456789 (commit 1a2b3c4, from 203.0.113.7)  content 12000000  [LIVE]',
      '             CI run https://github.com/acme/reviews/actions/runs/42',
      '  ↩ 1.1.0    deploy   2026-01-31 10:05:00 UTC  by token tok_abcdefgh23456789 (commit main)  content 11000000  [last known good]',
      '    1.0.0    deploy   2026-01-31 10:00:00 UTC  by ana@build-1  content 10000000',
    ]);
    expect(releaseListing('reviews', remote, []).releases[0]).toMatchObject({
      tokenId: api.tokenId,
      commit: api.commit,
      ciUrl: api.ciUrl,
      client: api.client,
    });
  });

  it('prints one line per release: mark, version, action, time, who, content, notes', () => {
    const text = formatListing(releaseListing('catalog', catalog, ['0.9.0', '1.0.0', '1.1.0', '1.2.0', '2.0.0']));
    expect(text.split('\n')).toEqual([
      'catalog: live 1.1.0, last known good 1.0.0 (newest first; * live, ↩ last known good)',
      '  * 1.1.0    rollback 2026-01-31 10:14:00 UTC  by ana@build-1  content 11000000  [LIVE]',
      '    1.3.0    deploy   2026-01-31 10:12:00 UTC  by ana@build-1  content 13000000  [rolled back, folder deleted]',
      '    1.2.0    deploy   2026-01-31 10:09:00 UTC  by ana@build-1  content 12000000  [forced over 1 gate problem, rolled back]',
      '    1.1.0    deploy   2026-01-31 10:05:00 UTC  by ana@build-1  content 11000000',
      '  ↩ 1.0.0    seed     2026-01-31 10:00:00 UTC  by ana@build-1  content 10000000  [last known good]',
      '    0.9.0    unrecorded (went live before the history kept details)',
      '  published but never live: 2.0.0',
    ]);
  });
});

describe('releases published without switching and rollouts (decision 0077)', () => {
  it('lists a release that went live through a rollout, the ones not live, and the running rollout', () => {
    const remote: RemoteReleases = {
      ...catalog,
      live: '1.4.0',
      history: [...catalog.history, release('rollout', '1.4.0', 20)],
      published: [
        { version: '1.5.0', at: '2026-01-31T10:21:00.000Z', contentHash: '15', user: 'ana', host: 'build-1' },
      ],
      rollout: {
        version: '1.5.0',
        steps: [5, 25, 100],
        step: 1,
        intervalMs: 60_000,
        state: 'running',
        startedAt: '2026-01-31T10:22:00.000Z',
        stepStartedAt: '2026-01-31T10:23:00.000Z',
        nextDecisionAt: '2026-01-31T10:24:00.000Z',
        startedBy: { user: 'ana', host: 'build-1' },
        analyses: [],
      },
    };
    const listing = releaseListing('catalog', remote, ['1.4.0', '1.5.0']);
    expect(listing.releases[0]).toMatchObject({ action: 'rollout', version: '1.4.0', live: true });
    expect(listing.rollout).toEqual({ version: '1.5.0', share: 25, state: 'running' });
    const lines = formatListing(listing).split('\n');
    expect(lines).toContain('  published but never live: 1.5.0');
    expect(lines.at(-1)).toBe(
      '  rollout of 1.5.0: 25% of visitors, running (npm run deploy -- catalog --rollout status)',
    );
  });
});
