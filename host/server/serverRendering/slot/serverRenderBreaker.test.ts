import { ServerRenderBreaker } from './serverRenderBreaker';

describe('ServerRenderBreaker', () => {
  let now = 0;
  const breaker = () => new ServerRenderBreaker(() => now);
  beforeEach(() => (now = 1_000));

  it('suspends a release after three overruns in a row, for 10 s', () => {
    const releases = breaker();
    expect(releases.record('a', '/p', 'server-render-timed-out')).toBeUndefined();
    expect(releases.record('a', '/p', 'server-memory-exceeded')).toBeUndefined();
    expect(releases.allows('a', '/p')).toBe(true);
    expect(releases.record('a', '/p', 'server-output-exceeded')).toEqual({
      scope: 'page',
      overruns: 3,
      forMs: 10_000,
    });
    expect(releases.allows('a', '/p')).toBe(false);
    expect(releases.allows('b', '/p')).toBe(true);
    now += 10_000;
    expect(releases.allows('a', '/p')).toBe(true);
  });

  it('suspends again at once, twice as long, when the trial render overruns too, up to 5 minutes', () => {
    const releases = breaker();
    for (let i = 0; i < 3; i += 1) releases.record('a', '/p', 'server-render-timed-out');
    const suspensions: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      now += 10 * 60_000;
      suspensions.push(releases.record('a', '/p', 'server-render-timed-out')?.forMs ?? 0);
    }
    expect(suspensions).toEqual([20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('forgets the overruns of a release that finishes a render, and ignores failures that end fast', () => {
    const releases = breaker();
    releases.record('a', '/p', 'server-render-timed-out');
    releases.record('a', '/p', 'server-render-timed-out');
    releases.record('a', '/p', undefined);
    expect(releases.record('a', '/p', 'server-render-timed-out')).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect(releases.record('b', '/p', 'server-render-failed')).toBeUndefined();
    expect(releases.allows('b', '/p')).toBe(true);
  });

  it('suspends the whole release after ten overruns in a row across its pages, and a finished render resets it', () => {
    const releases = breaker();
    for (let page = 0; page < 9; page += 1)
      expect(releases.record('a', `/p${page}`, 'server-render-timed-out')).toBeUndefined();
    releases.record('a', '/fine', undefined);
    for (let page = 0; page < 9; page += 1)
      expect(releases.record('a', `/q${page}`, 'server-render-timed-out')).toBeUndefined();
    expect(releases.record('a', '/q9', 'server-render-timed-out')).toEqual({
      scope: 'release',
      overruns: 10,
      forMs: 10_000,
    });
    expect(releases.allows('a', '/never-asked')).toBe(false);
    expect(releases.allows('b', '/never-asked')).toBe(true);
  });
});
