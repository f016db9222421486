import { createPageViewAllowance } from './pageViewAllowance';

describe('createPageViewAllowance', () => {
  const clock = (start = 0) => {
    let time = start;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('gives each address its allowance per window, and the next window a fresh one', () => {
    const { now, advance } = clock();
    const allowance = createPageViewAllowance({ perAddress: 3, windowMs: 1_000, now });
    const taken = () => [1, 2, 3, 4].map(() => allowance.take('198.51.100.7'));
    expect(taken()).toEqual([true, true, true, false]);
    expect(allowance.take('203.0.113.9')).toBe(true);
    advance(999);
    expect(allowance.take('198.51.100.7')).toBe(false);
    advance(1);
    expect(taken()).toEqual([true, true, true, false]);
  });

  it('forgets the least recently seen address beyond its bound, and only that one', () => {
    const allowance = createPageViewAllowance({ perAddress: 1, maxAddresses: 2, now: () => 0 });
    expect(['a', 'b'].map((address) => allowance.take(address))).toEqual([true, true]);
    // Seen again (refused), a becomes the most recent; c then pushes b out, which starts afresh.
    expect(allowance.take('a')).toBe(false);
    expect(allowance.take('c')).toBe(true);
    expect(allowance.take('a')).toBe(false);
    expect(allowance.take('b')).toBe(true);
  });
});
