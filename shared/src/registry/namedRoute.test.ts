import { testRegistryEntry } from '@mfp/testing';
import { namedRoute } from './namedRoute';

describe('namedRoute', () => {
  it('reads the route of a valid entry and of an entry that is invalid in another field', () => {
    expect(namedRoute(testRegistryEntry('catalog'))).toBe('/catalog');
    expect(namedRoute({ name: 'Broken Name', route: '/reviews', entry: 42 })).toBe('/reviews');
  });

  it('reads none where the route is missing or no route', () => {
    for (const item of [{ name: 'x' }, { route: 'catalog' }, { route: '/a/b' }, { route: 7 }, null, 'str', []])
      expect(namedRoute(item)).toBeUndefined();
  });
});
