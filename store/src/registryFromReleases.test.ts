import { registryEntrySchema } from '@mfp/shared/registry';
import { registryFromReleases } from './registryFromReleases';
import type { RemoteReleases } from './releasesFile';

const release = (name: string, live: string): RemoteReleases => ({
  title: name,
  route: `/${name}`,
  module: './App',
  live,
  source: 'seed',
  history: [live],
  hashes: { [live]: 'abc' },
});

describe('registryFromReleases', () => {
  it('points each remote at its live version in the store, sorted by name', () => {
    const document = registryFromReleases(
      { remotes: { catalog: release('catalog', '1.0.0'), cart: release('cart', '2.0.0+build.1') } },
      'http://localhost:3100',
    );
    expect(document).toEqual({
      remotes: [
        {
          name: 'cart',
          title: 'cart',
          route: '/cart',
          entry: 'http://localhost:3100/remotes/cart/2.0.0%2Bbuild.1/mf-manifest.json',
          module: './App',
          version: '2.0.0+build.1',
        },
        {
          name: 'catalog',
          title: 'catalog',
          route: '/catalog',
          entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json',
          module: './App',
          version: '1.0.0',
        },
      ],
    });
    for (const entry of document.remotes) expect(registryEntrySchema.safeParse(entry).success).toBe(true);
  });
});
