import { testRegistryEntry } from '@mfp/testing';
import { pageExists } from './pageExists';
import { NO_PAGE_REGISTRY, pageRegistryOf } from '../registry/pageRegistry';

const registryOf = (document: unknown) => pageRegistryOf(Buffer.from(JSON.stringify(document)));
const registry = registryOf({
  remotes: [testRegistryEntry('catalog'), { name: 'Reviews', route: '/reviews', entry: 'not a URL' }],
});

describe('pageExists', () => {
  it.each(['/', '/catalog', '/catalog/', '/catalog/espresso-cup', '/Catalog/v1.2', '/reviews', '/reviews/5'])(
    'finds a page at %s: the home page, a remote route or a skipped entry route, and below them',
    (pathname) => {
      expect(pageExists(registry, pathname)).toBe(true);
    },
  );

  it.each(['/nope', '/catalogue', '/cart', '/main.js.map', '/registry'])('finds none at %s', (pathname) => {
    expect(pageExists(registry, pathname)).toBe(false);
  });

  it('finds none at a path the server answers itself, even where a registry written before the rule names it', () => {
    const legacy = registryOf({
      remotes: [testRegistryEntry('catalog'), { ...testRegistryEntry('metrics'), route: '/metrics' }],
    });
    expect(pageExists(legacy, '/metrics')).toBe(false);
    expect(pageExists(legacy, '/catalog')).toBe(true);
  });

  it('finds none but the home page in a registry without remotes', () => {
    expect(pageExists(registryOf({ remotes: [] }), '/catalog')).toBe(false);
    expect(pageExists(registryOf({ remotes: [] }), '/')).toBe(true);
  });

  it('cannot tell without a registry it could read as one', () => {
    expect(pageExists(NO_PAGE_REGISTRY, '/nope')).toBeUndefined();
    expect(pageExists(registryOf({ apps: [] }), '/nope')).toBeUndefined();
  });
});
