import { computeDigest } from './digest';

const SECRET = 'test-secret-7f3a9c1e5b2d8f4a6c0e9b1d3f5a7c9e';
const failure = { remote: 'catalog', kind: 'render-failed', message: 'Cannot read properties of undefined' };

describe('computeDigest', () => {
  it('is a decimal string of a safe integer', () => {
    const digest = computeDigest(failure, SECRET);
    expect(digest).toMatch(/^\d{1,15}$/);
    expect(Number.isSafeInteger(Number(digest))).toBe(true);
  });

  it('is HMAC-SHA-256 of the failure identity under the secret, its first 48 bits in decimal', () => {
    // Worked out with openssl, not with this code:
    //   printf '%s' '["catalog","render-failed","Cannot read properties of undefined"]' \
    //     | openssl dgst -sha256 -hmac "$SECRET"   ->  7d6be00e257e...   0x7d6be00e257e = 137902273996158
    // Pinned as well: a change to the hashed text would split every existing digest in dashboards.
    expect(computeDigest(failure, SECRET)).toBe('137902273996158');
  });

  it('is stable: the same failure under the same secret always gets the same digest', () => {
    expect(computeDigest({ ...failure }, `${SECRET}`)).toBe(computeDigest(failure, SECRET));
  });

  it('depends on the secret: without it, nobody can work out which report gets which digest', () => {
    expect(computeDigest(failure, `${SECRET}x`)).not.toBe(computeDigest(failure, SECRET));
    expect(computeDigest(failure, 'another-secret-of-enough-length-0123456789')).not.toBe(
      computeDigest(failure, SECRET),
    );
  });

  it.each([
    ['remote', { ...failure, remote: 'checkout' }],
    ['kind', { ...failure, kind: 'timeout' }],
    ['message', { ...failure, message: 'Cannot read properties of null' }],
  ])('changes when the %s changes', (_field, other) => {
    expect(computeDigest(other, SECRET)).not.toBe(computeDigest(failure, SECRET));
  });

  it('cannot be fooled by text that moves from one field to the next', () => {
    // With a plain newline join both would hash "a\nb\nc\nm".
    expect(computeDigest({ remote: 'a\nb', kind: 'c', message: 'm' }, SECRET)).not.toBe(
      computeDigest({ remote: 'a', kind: 'b\nc', message: 'm' }, SECRET),
    );
  });
});
