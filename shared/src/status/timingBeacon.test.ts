import { TIMING_LIMITS } from './statusHttp';
import { timingBeaconSchema } from './timingBeacon';

const beacon = { remote: 'catalog', version: '1.0.0', source: 'live', trigger: 'navigation', ms: 412.5 };

describe('timingBeaconSchema', () => {
  it('accepts one mount’s timing', () => {
    expect(timingBeaconSchema.parse(beacon)).toEqual(beacon);
  });

  it('refuses fields beyond the contract, so nothing personal can ride along', () => {
    expect(timingBeaconSchema.safeParse({ ...beacon, url: 'https://shop.example/catalog?user=4' }).success).toBe(false);
  });

  it.each([
    ['a negative time', { ms: -1 }],
    ['a time beyond the limit', { ms: TIMING_LIMITS.maxMs + 1 }],
    ['an unknown source', { source: 'disk' }],
    ['an empty remote', { remote: '' }],
  ])('refuses %s', (_label, change) => {
    expect(timingBeaconSchema.safeParse({ ...beacon, ...change }).success).toBe(false);
  });
});
