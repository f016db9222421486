import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { IMMUTABLE, NO_CACHE, hostCacheControl, storeCacheControl } from './cachePolicy';

describe('hostCacheControl', () => {
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
  ])('%s → %s', (file, expected) => {
    expect(hostCacheControl(file)).toBe(expected);
  });
});

describe('storeCacheControl', () => {
  it.each([
    ['catalog/1.0.0/mf-manifest.json', NO_CACHE],
    ['catalog/1.0.0/remoteEntry.js', NO_CACHE],
    ['catalog/1.0.0/index.html', NO_CACHE],
    ['catalog/1.0.0/__federation_expose_App.js', IMMUTABLE],
    ['catalog/1.0.0/static/js/582.js', IMMUTABLE],
    ['catalog/1.0.0/mf-stats.json', IMMUTABLE],
    ['catalog/current.json', NO_CACHE],
    ['readme.txt', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(storeCacheControl(file)).toBe(expected);
  });
});

describe('storeCacheControl and the names the remote builds use', () => {
  it.each([REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE])('revalidates %s', (fileName) => {
    expect(storeCacheControl(`catalog/1.0.0/${fileName}`)).toBe(NO_CACHE);
  });
});
