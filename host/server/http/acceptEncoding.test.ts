import { chooseEncoding, type StoredEncoding } from './acceptEncoding';

const ALL = new Set<StoredEncoding>(['br', 'gzip', 'identity']);

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [' GZIP ; q=0.8 ', 'gzip'],
  ])('answers %j with %s when every encoding is there', (header, expected) => {
    expect(chooseEncoding(header, ALL)).toBe(expected);
  });

  it('sends what it has: gzip when there is no brotli, the bytes as they are when there is neither', () => {
    expect(chooseEncoding('br, gzip', new Set(['gzip', 'identity']))).toBe('gzip');
    expect(chooseEncoding('br, gzip', new Set(['identity']))).toBe('identity');
  });

  it('sends the bytes as they are to a client that names no encoding', () => {
    expect(chooseEncoding(undefined, ALL)).toBe('identity');
  });
});
