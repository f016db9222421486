import type { AlternateRelease } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import type { PreviewCheck } from '../previews/previewLink';
import type { StoredReleases } from './storedReleases';
import { variantOf, visitorChoice } from './visitorChoice';

const release = (name: string, version: string): AlternateRelease => ({
  version,
  entry: `http://localhost:3100/remotes/${name}/${version}/mf-manifest.json`,
});
const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const rollout = { share: 50, release: release('catalog', '2.0.0') };
const preview = release('catalog', '3.0.0-rc.1');
const stored: StoredReleases = {
  kind: 'per-visitor',
  items: [],
  rollouts: true,
  remotes: new Map([
    ['catalog', { live: catalog, rollout, previews: [preview] }],
    ['cart', { live: cart, previews: [] }],
  ]),
};
// Buckets of catalog 2.0.0 (cohortBucket.test.ts): 0 and 74.
const ON_SIDE = 'AAAAAAAAAAAAAAAAAAAAAA';
const OFF_SIDE = 'DDDDDDDDDDDDDDDDDDDDDD';
const link = (remote: string, version: string): PreviewCheck => ({
  status: 'valid',
  preview: { remote, version, expiresAt: Date.now() + 60_000 },
});

describe('visitorChoice', () => {
  it("gives the rollout's release to a bucket under the share only, and says the answer depends on the cohort", () => {
    expect(visitorChoice(stored, [], ON_SIDE, undefined)).toEqual({
      releases: new Map([['catalog', rollout.release]]),
      byCohort: true,
    });
    expect(visitorChoice(stored, [], OFF_SIDE, undefined)).toEqual({ releases: new Map(), byCohort: true });
  });

  it('does not depend on the cohort at shares 0 and 100', () => {
    for (const share of [0, 100]) {
      const at: StoredReleases = {
        ...stored,
        remotes: new Map([['catalog', { live: catalog, rollout: { ...rollout, share }, previews: [] }]]),
      };
      expect(visitorChoice(at, [], OFF_SIDE, undefined).byCohort).toBe(false);
    }
  });

  it('gives a valid link the release it names, a preview, the rollout or the live one, whatever the side', () => {
    expect(visitorChoice(stored, [], OFF_SIDE, link('catalog', '3.0.0-rc.1'))).toMatchObject({
      releases: new Map([['catalog', preview]]),
      preview: { status: 'valid', remote: 'catalog', version: '3.0.0-rc.1' },
    });
    expect(visitorChoice(stored, [], OFF_SIDE, link('catalog', '2.0.0')).releases).toEqual(
      new Map([['catalog', rollout.release]]),
    );
    expect(visitorChoice(stored, [], ON_SIDE, link('catalog', '1.0.0')).releases).toEqual(new Map());
  });

  it('refuses a link to a release the registry does not offer, or a refused link, and serves nothing of it', () => {
    expect(visitorChoice(stored, [], OFF_SIDE, link('catalog', '9.9.9'))).toEqual({
      releases: new Map(),
      byCohort: true,
      preview: { status: 'refused', reason: 'not-offered', remote: 'catalog', version: '9.9.9' },
    });
    expect(visitorChoice(stored, [], OFF_SIDE, link('reviews', '1.0.0')).preview).toMatchObject({
      reason: 'not-offered',
    });
    expect(visitorChoice(stored, [], OFF_SIDE, { status: 'refused', reason: 'expired' })).toEqual({
      releases: new Map(),
      byCohort: true,
      preview: { status: 'refused', reason: 'expired' },
    });
  });

  it('offers only the live releases of a registry without rollouts or previews', () => {
    const plain: StoredReleases = { kind: 'plain' };
    expect(visitorChoice(plain, [catalog], undefined, link('catalog', '1.0.0')).preview?.status).toBe('valid');
    expect(visitorChoice(plain, [catalog], undefined, link('catalog', '2.0.0')).preview?.status).toBe('refused');
  });
});

describe('variantOf', () => {
  it('names the releases that differ from the live ones, sorted, whoever gets them and why', () => {
    expect(variantOf(new Map())).toBe('');
    expect(
      variantOf(
        new Map([
          ['catalog', release('catalog', '2.0.0')],
          ['cart', release('cart', '1.1.0')],
        ]),
      ),
    ).toBe('cart@1.1.0 catalog@2.0.0');
  });
});
