import { browserLoadedReleases, loadedReleasesIn } from './loadedReleases';

const memoryStorage = () => {
  const held = new Map<string, string>();
  return { held, getItem: (key: string) => held.get(key) ?? null, setItem: held.set.bind(held) };
};

describe('loadedReleasesIn', () => {
  it('says first once per release of a remote, later after, and keeps apart remotes and versions', () => {
    const loaded = loadedReleasesIn(memoryStorage());
    expect(['1.0.0', '1.0.0', '1.1.0'].map((version) => loaded.loadKindOf('catalog', version))).toEqual([
      'first',
      'later',
      'first',
    ]);
    expect(loaded.loadKindOf('cart', '1.0.0')).toBe('first');
  });

  it('keeps the five latest versions of a remote: an old one forgotten is a first load again', () => {
    const storage = memoryStorage();
    const loaded = loadedReleasesIn(storage);
    for (const minor of [0, 1, 2, 3, 4, 5]) loaded.loadKindOf('catalog', `1.${minor}.0`);
    expect(JSON.parse(storage.held.get('mfp:loaded:catalog')!)).toEqual(['1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0']);
    expect(loadedReleasesIn(storage).loadKindOf('catalog', '1.0.0')).toBe('first');
  });

  it('holds for the page when storage refuses or holds something else, and never throws', () => {
    const refusing = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const loaded = loadedReleasesIn(refusing);
    expect([loaded.loadKindOf('catalog', '1.0.0'), loaded.loadKindOf('catalog', '1.0.0')]).toEqual(['first', 'later']);
    expect(loadedReleasesIn(undefined).loadKindOf('catalog', '1.0.0')).toBe('first');
  });

  it("uses the browser's localStorage, which outlives the page", () => {
    localStorage.clear();
    expect(browserLoadedReleases().loadKindOf('catalog', '2.0.0')).toBe('first');
    expect(browserLoadedReleases().loadKindOf('catalog', '2.0.0')).toBe('later');
    localStorage.clear();
  });
});
