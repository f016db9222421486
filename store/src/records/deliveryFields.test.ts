import { storedEntryFieldsSchema } from '@mfp/shared/registry';
import { release, remoteWith } from '../testing/releases';
import type { RemoteReleases } from './releasesFile';
import { registryFromReleases } from './registryFromReleases';

const origin = 'http://localhost:3100';
const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const published = (version: string, minute: number) => ({
  version,
  at: new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString(),
  contentHash: `${version}-hash`,
  user: 'ana',
  host: 'b',
});

function catalogWithRollout(): RemoteReleases {
  const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0)]);
  catalog.published = [published('1.1.0', 1), published('1.2.0', 2)];
  catalog.integrity = { '1.1.0': { manifest: sri('a'), entry: sri('b') } };
  catalog.server = { '1.1.0': { entry: 'server/catalog.js', integrity: sri('c') } };
  catalog.rollout = {
    version: '1.1.0',
    steps: [5, 25, 100],
    step: 1,
    intervalMs: 60_000,
    state: 'paused',
    startedAt: '2026-11-27T10:03:00.000Z',
    stepStartedAt: '2026-11-27T10:04:00.000Z',
    nextDecisionAt: '2026-11-27T10:05:00.000Z',
    startedBy: { user: 'ana', host: 'b' },
    analyses: [],
  };
  return catalog;
}

describe('the stored registry of a remote with releases not live', () => {
  it('names the rollout at its current step, paused or not, with the release recorded at its publishing', () => {
    const [entry] = registryFromReleases({ remotes: { catalog: catalogWithRollout() } }, origin).remotes;
    expect(entry?.version).toBe('1.0.0');
    expect(entry?.rollout).toEqual({
      share: 25,
      release: {
        version: '1.1.0',
        entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json',
        publishedAt: '2026-11-27T10:01:00.000Z',
        integrity: { manifest: sri('a'), entry: sri('b') },
        server: { entry: 'server/catalog.js', integrity: sri('c') },
      },
    });
    expect(storedEntryFieldsSchema.safeParse(entry).success).toBe(true);
  });

  it('offers previews of releases published and never live, the latest eight, still in the store', () => {
    const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0), release('deploy', '1.0.1', 1)]);
    catalog.published = [published('1.0.1', 0), ...Array.from({ length: 10 }, (_, i) => published(`2.0.${i}`, i))];
    const inStore = new Set(['1.0.0', '1.0.1', ...Array.from({ length: 9 }, (_, i) => `2.0.${i}`)]);
    const [entry] = registryFromReleases({ remotes: { catalog } }, origin, {
      published: new Map([['catalog', inStore]]),
    }).remotes;
    // 1.0.1 went live, 2.0.9 is gone from the store: eight of the nine others, the latest.
    expect(entry?.previews?.map((preview) => preview.version)).toEqual(
      Array.from({ length: 8 }, (_, i) => `2.0.${i + 1}`),
    );
    expect(entry?.rollout).toBeUndefined();
  });

  it('adds nothing to a remote with neither', () => {
    const [entry] = registryFromReleases(
      { remotes: { catalog: remoteWith('catalog', [release('deploy', '1.0.0', 0)]) } },
      origin,
    ).remotes;
    expect(entry).not.toHaveProperty('rollout');
    expect(entry).not.toHaveProperty('previews');
  });
});
