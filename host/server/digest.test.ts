import { computeDigest } from './digest';

const failure = { remote: 'catalog', kind: 'render-failed', message: 'Cannot read properties of undefined' };

describe('computeDigest', () => {
  it('is a decimal string', () => {
    expect(computeDigest(failure)).toMatch(/^\d+$/);
  });

  it('is stable: the same failure always gets the same digest', () => {
    expect(computeDigest({ ...failure })).toBe(computeDigest(failure));
    // Pinned so a change to the hashed text, which would split every existing digest in dashboards, fails loudly.
    expect(computeDigest(failure)).toBe('3131429613');
  });

  it.each([
    ['remote', { ...failure, remote: 'checkout' }],
    ['kind', { ...failure, kind: 'timeout' }],
    ['message', { ...failure, message: 'Cannot read properties of null' }],
  ])('changes when the %s changes', (_field, other) => {
    expect(computeDigest(other)).not.toBe(computeDigest(failure));
  });

  it('cannot be fooled by text that moves from one field to the next', () => {
    // With a plain newline join both would hash "a\nb\nc\nm".
    expect(computeDigest({ remote: 'a\nb', kind: 'c', message: 'm' })).not.toBe(
      computeDigest({ remote: 'a', kind: 'b\nc', message: 'm' }),
    );
  });
});
