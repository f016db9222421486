import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from '@mfp/shared/remote';
import { CACHE_CONTROL, cacheClass, storeCacheControl, type CacheClass } from './cacheClass';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('CACHE_CONTROL', () => {
  it('maps each class to its header', () => {
    expect(CACHE_CONTROL).toEqual({ immutable: IMMUTABLE, revalidate: NO_CACHE });
  });
});

describe('cacheClass and storeCacheControl', () => {
  it.each<[string, CacheClass, string]>([
    ['catalog/1.0.0/mf-manifest.json', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/remoteEntry.js', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/index.html', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/__federation_expose_App.js', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/static/js/582.js', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/mf-stats.json', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/remoteEntry.js.br', 'immutable', IMMUTABLE],
    ['catalog/1.0.0/mf-manifest.json.gz', 'immutable', IMMUTABLE],
    ['catalog\\1.0.0\\remoteEntry.js', 'immutable', IMMUTABLE],
    ['catalog/current.json', 'revalidate', NO_CACHE],
    ['readme.txt', 'revalidate', NO_CACHE],
    ['', 'revalidate', NO_CACHE],
  ])('%s → %s (%s)', (file, expectedClass, expectedHeader) => {
    expect(cacheClass(file)).toBe(expectedClass);
    expect(storeCacheControl(file)).toBe(expectedHeader);
  });
});

describe('cacheClass and the names the remote builds use', () => {
  it.each([REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE])(
    'caches %s of a version folder as long as any hashed chunk: the folder never changes',
    (fileName) => {
      expect(cacheClass(`catalog/1.0.0/${fileName}`)).toBe('immutable');
      expect(storeCacheControl(`catalog/1.0.0/${fileName}`)).toBe(IMMUTABLE);
    },
  );

  it.each([REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE])('revalidates a %s outside any version folder', (fileName) => {
    expect(cacheClass(`catalog/${fileName}`)).toBe('revalidate');
    expect(cacheClass(fileName)).toBe('revalidate');
  });
});
