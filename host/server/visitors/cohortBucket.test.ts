import { cohortBucket, onRolloutSide } from './cohortBucket';

const release = (version: string) => ({
  version,
  entry: `http://localhost:3100/remotes/catalog/${version}/mf-manifest.json`,
});

describe('cohortBucket', () => {
  it.each([
    // SHA-256("<cohort>\ncatalog\n<version>"): its first 4 bytes, as an unsigned integer, mod 100.
    ['AAAAAAAAAAAAAAAAAAAAAA', '2.0.0', 0x3a8b5ecc, 0],
    ['AAAAAAAAAAAAAAAAAAAAAA', '1.1.0', 0xc87fcc51, 77],
    ['BBBBBBBBBBBBBBBBBBBBBB', '2.0.0', 0x84791eb7, 31],
    ['DDDDDDDDDDDDDDDDDDDDDD', '2.0.0', 0xb6217eda, 74],
  ])('puts cohort %s in the bucket of its hash for catalog %s', (cohort, version, first4Bytes, bucket) => {
    expect(first4Bytes % 100).toBe(bucket);
    expect(cohortBucket(cohort, 'catalog', version)).toBe(bucket);
  });

  it('deals the buckets again for another remote or another release', () => {
    expect(cohortBucket('AAAAAAAAAAAAAAAAAAAAAA', 'cart', '1.1.0')).toBe(49);
    expect(cohortBucket('AAAAAAAAAAAAAAAAAAAAAA', 'catalog', '1.1.0')).not.toBe(
      cohortBucket('AAAAAAAAAAAAAAAAAAAAAA', 'catalog', '2.0.0'),
    );
  });
});

describe('onRolloutSide', () => {
  it('gives the release to buckets under the share only: 0 nobody, 100 everybody', () => {
    const cohort = 'BBBBBBBBBBBBBBBBBBBBBB'; // bucket 31 for catalog 2.0.0
    expect(onRolloutSide(cohort, 'catalog', { share: 31, release: release('2.0.0') })).toBe(false);
    expect(onRolloutSide(cohort, 'catalog', { share: 32, release: release('2.0.0') })).toBe(true);
    expect(onRolloutSide(cohort, 'catalog', { share: 0, release: release('2.0.0') })).toBe(false);
    expect(onRolloutSide('DDDDDDDDDDDDDDDDDDDDDD', 'catalog', { share: 100, release: release('2.0.0') })).toBe(true);
  });

  it('only moves visitors from stable to the new release as the share rises, never back', () => {
    const cohorts = Array.from({ length: 200 }, (_, index) => `cohort-${index}`);
    let onSide = new Set<string>();
    for (const share of [5, 25, 50, 100]) {
      const now = new Set(
        cohorts.filter((cohort) => onRolloutSide(cohort, 'catalog', { share, release: release('2.0.0') })),
      );
      expect([...onSide].filter((cohort) => !now.has(cohort))).toEqual([]);
      onSide = now;
    }
    expect(onSide.size).toBe(200);
  });
});
