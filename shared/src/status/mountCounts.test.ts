import { MOUNT_LIMITS } from './statusHttp';
import { mountCountsSchema } from './mountCounts';

const release = { remote: 'catalog', version: '1.0.0', count: 2 };

describe('mountCountsSchema', () => {
  it('accepts a tab’s mounts per release, a version left out where it was unknown', () => {
    const counts = { mounts: [release, { remote: 'cart', count: 1 }] };
    expect(mountCountsSchema.parse(counts)).toEqual(counts);
  });

  it('refuses fields beyond the contract, so nothing personal can ride along', () => {
    expect(mountCountsSchema.safeParse({ mounts: [{ ...release, url: 'https://shop.example/?user=4' }] }).success).toBe(
      false,
    );
    expect(mountCountsSchema.safeParse({ mounts: [release], user: 'u4' }).success).toBe(false);
  });

  it.each([
    ['no release', { mounts: [] }],
    ['more releases than the limit', { mounts: new Array(MOUNT_LIMITS.releases + 1).fill(release) }],
    ['a count of 0', { mounts: [{ ...release, count: 0 }] }],
    ['a count beyond the limit', { mounts: [{ ...release, count: MOUNT_LIMITS.count + 1 }] }],
    ['a fractional count', { mounts: [{ ...release, count: 1.5 }] }],
    ['an empty remote', { mounts: [{ ...release, remote: '' }] }],
    ['an overlong version', { mounts: [{ ...release, version: 'v'.repeat(MOUNT_LIMITS.version + 1) }] }],
  ])('refuses %s', (_label, counts) => {
    expect(mountCountsSchema.safeParse(counts).success).toBe(false);
  });

  it('fits the body limit with every release at its longest names', () => {
    const longest = { remote: 'r'.repeat(MOUNT_LIMITS.remote), version: 'v'.repeat(MOUNT_LIMITS.version) };
    const counts = { mounts: new Array(MOUNT_LIMITS.releases).fill({ ...longest, count: MOUNT_LIMITS.count }) };
    expect(mountCountsSchema.safeParse(counts).success).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(counts)).length).toBeLessThanOrEqual(MOUNT_LIMITS.body);
  });
});
