import { testRegistryEntry } from '@mfp/testing';
import { navigationOf } from './navigationOf';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const added = testRegistryEntry('local', { entry: 'http://localhost:3001/mf-manifest.json' });
const navigation = [
  { name: 'catalog', title: 'Catalog', route: '/catalog' },
  { name: 'cart', title: 'Cart', route: '/cart' },
];

describe('navigationOf', () => {
  it("lists the registry's remotes once it is read whole, and nothing before it is ready", () => {
    expect(navigationOf({ status: 'ready', remotes: [catalog, cart], problems: [] })).toEqual([catalog, cart]);
    expect(navigationOf({ status: 'loading' })).toEqual([]);
  });

  it("lists the page's navigation while only the route's entry is known, then remotes an override adds", () => {
    const partial = { navigation };
    expect(navigationOf({ status: 'ready', remotes: [catalog], problems: [], partial })).toBe(navigation);
    expect(navigationOf({ status: 'ready', remotes: [catalog, added], problems: [], partial })).toEqual([
      ...navigation,
      added,
    ]);
  });
});
