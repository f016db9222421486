import { ServerRenderBreaker } from './serverRenderBreaker';

describe('ServerRenderBreaker', () => {
  let now = 0;
  const breaker = () => new ServerRenderBreaker(() => now);
  beforeEach(() => (now = 1_000));

  it('suspends a release after three overruns in a row, for 10 s', () => {
    const releases = breaker();
    expect(releases.record('a', 'server-render-timed-out')).toBeUndefined();
    expect(releases.record('a', 'server-memory-exceeded')).toBeUndefined();
    expect(releases.allows('a')).toBe(true);
    expect(releases.record('a', 'server-output-exceeded')).toEqual({ overruns: 3, forMs: 10_000 });
    expect(releases.allows('a')).toBe(false);
    expect(releases.allows('b')).toBe(true);
    now += 10_000;
    expect(releases.allows('a')).toBe(true);
  });

  it('suspends again at once, twice as long, when the trial render overruns too, up to 5 minutes', () => {
    const releases = breaker();
    for (let i = 0; i < 3; i += 1) releases.record('a', 'server-render-timed-out');
    const suspensions: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      now += 10 * 60_000;
      suspensions.push(releases.record('a', 'server-render-timed-out')?.forMs ?? 0);
    }
    expect(suspensions).toEqual([20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('forgets the overruns of a release that finishes a render, and ignores failures that end fast', () => {
    const releases = breaker();
    releases.record('a', 'server-render-timed-out');
    releases.record('a', 'server-render-timed-out');
    releases.record('a', undefined);
    expect(releases.record('a', 'server-render-timed-out')).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect(releases.record('b', 'server-render-failed')).toBeUndefined();
    expect(releases.allows('b')).toBe(true);
  });
});
