import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import { pageRegistrySource } from './registrySource';

const catalog = testRegistryEntry('catalog');
const intruder = testRegistryEntry('intruder', { entry: 'http://evil.test/remotes/intruder/1/mf-manifest.json' });

describe('pageRegistrySource', () => {
  it("starts from the page's registry, read with the page's origins", () => {
    const source = pageRegistrySource({
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      overrideOrigins: ['http://localhost:*'],
      registry: { remotes: [catalog, intruder] },
    });
    expect(source.initial?.remotes).toEqual([catalog]);
    expect(source.initial?.problems).toEqual([
      expect.objectContaining({ name: 'intruder', message: expect.stringContaining('not an allowed remote origin') }),
    ]);
    expect(source.initial?.overrideOrigins).toEqual(['http://localhost:*']);
  });

  it("carries the page's navigation when the page holds only its route's entry", () => {
    const navigation = [
      { name: 'catalog', title: 'Catalog', route: '/catalog' },
      { name: 'cart', title: 'Cart', route: '/cart', version: '1.0.0' },
    ];
    const source = pageRegistrySource({
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      registry: { remotes: [catalog] },
      navigation,
    });
    expect(source.initial).toEqual({ remotes: [catalog], problems: [], navigation });
  });

  it("names a problem of the page's one entry by its index in /registry.json, as the whole registry's read will", () => {
    const source = pageRegistrySource({
      allowedRemoteOrigins: [TEST_STORE_ORIGIN],
      registry: { remotes: [intruder] },
      registryIndex: 3,
      navigation: [],
    });
    expect(source.initial?.problems).toEqual([expect.objectContaining({ index: 3, name: 'intruder' })]);
  });

  it('has no initial registry when the page has none, or one that is no registry (the first fetch reports it)', () => {
    expect(pageRegistrySource({ allowedRemoteOrigins: [] }).initial).toBeUndefined();
    expect(pageRegistrySource({ allowedRemoteOrigins: [], registry: { apps: [] } }).initial).toBeUndefined();
  });

  it("fetches later registries with the page's origins", async () => {
    const page = { allowedRemoteOrigins: [TEST_STORE_ORIGIN] };
    const load = jest.fn(() => Promise.resolve({ remotes: [], problems: [] }));
    await pageRegistrySource(page, load).load(1_234);
    expect(load).toHaveBeenCalledWith(1_234, page, '/registry.json');
  });
});
