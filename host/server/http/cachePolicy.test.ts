import { IMMUTABLE, NO_CACHE, hostCacheControl } from './cachePolicy';

describe('hostCacheControl', () => {
  it('uses the header values of the store cache classes', () => {
    expect(NO_CACHE).toBe('no-cache');
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/dist/index.html', NO_CACHE],
    ['/dist/main.js', NO_CACHE],
    ['/dist/remoteEntry.js', NO_CACHE],
    ['/dist/favicon.ico', NO_CACHE],
    ['/dist/vendors.1234abcd.js.map', NO_CACHE],
    ['/dist/main.1234ABCD.js', NO_CACHE],
    ['/dist/main.1234abc.js', NO_CACHE],
    ['/dist/main.1234abcd.js', IMMUTABLE],
    ['/dist/582.0f9e8d7c.js', IMMUTABLE],
    ['/dist/styles.0f9e8d7c.css', IMMUTABLE],
    // Precompressed siblings are classed as the file they stand for.
    ['/dist/582.0f9e8d7c.js.br', IMMUTABLE],
    ['/dist/styles.0f9e8d7c.css.gz', IMMUTABLE],
    ['/dist/main.js.br', NO_CACHE],
    ['/dist/main.js.gz', NO_CACHE],
    ['/dist/582.0f9e8d7c.js.br.map', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(hostCacheControl(file)).toBe(expected);
  });
});
