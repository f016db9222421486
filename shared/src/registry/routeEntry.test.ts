import { testRegistryEntry } from '@mfp/testing';
import { isUnderRoute, routeEntry } from './routeEntry';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const remotes = [catalog, cart];

describe('routeEntry', () => {
  it('finds the remote mounted at the path or above it, as the shell routes `<route>/*`', () => {
    expect(routeEntry(remotes, '/catalog')).toBe(catalog);
    expect(routeEntry(remotes, '/catalog/espresso-cup')).toBe(catalog);
    expect(routeEntry(remotes, '/cart/')).toBe(cart);
    expect(routeEntry(remotes, '/Catalog')).toBe(catalog);
  });

  it('finds none for the host pages or a route that only starts with the same letters', () => {
    expect(routeEntry(remotes, '/')).toBeUndefined();
    expect(routeEntry(remotes, '/catalogue')).toBeUndefined();
    expect(routeEntry([], '/catalog')).toBeUndefined();
  });

  it('tells a path under a route from one that only starts with the same letters', () => {
    expect(isUnderRoute('/catalog', '/catalog')).toBe(true);
    expect(isUnderRoute('/CATALOG/espresso', '/catalog')).toBe(true);
    expect(isUnderRoute('/catalog/', '/catalog')).toBe(true);
    expect(isUnderRoute('/catalogue', '/catalog')).toBe(false);
    expect(isUnderRoute('/', '/catalog')).toBe(false);
  });
});
