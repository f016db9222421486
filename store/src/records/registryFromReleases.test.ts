import { registryEntrySchema } from '@mfp/shared/registry';
import { registryFromReleases } from './registryFromReleases';
import { sriOf } from '../files/releaseIntegrity';
import { release, remoteWith } from '../testing/releases';

const origin = 'http://localhost:3100';

describe('registryFromReleases', () => {
  it('points each remote at its live version in the store, sorted by name', () => {
    const document = registryFromReleases(
      {
        remotes: {
          catalog: remoteWith('catalog', [{ action: 'unrecorded', version: '1.0.0' }]),
          cart: remoteWith('cart', [{ action: 'unrecorded', version: '2.0.0+build.1' }]),
        },
      },
      origin,
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

  it('points entries below the path of STORE_PUBLIC_URL when it has one (a CDN serving the store under /mfp)', () => {
    const document = registryFromReleases(
      { remotes: { catalog: remoteWith('catalog', [{ action: 'unrecorded', version: '1.0.0' }]) } },
      'https://cdn.example.com/mfp',
    );
    expect(document.remotes.map((entry) => entry.entry)).toEqual([
      'https://cdn.example.com/mfp/remotes/catalog/1.0.0/mf-manifest.json',
    ]);
  });

  it('says when the live release went live, and names the last known-good release as previous', () => {
    const catalog = remoteWith('catalog', [release('seed', '1.0.0', 0), release('deploy', '1.1.0', 5)]);
    const [entry] = registryFromReleases({ remotes: { catalog } }, origin).remotes;
    expect(entry).toMatchObject({
      version: '1.1.0',
      deployedAt: '2026-01-31T10:05:00.000Z',
      previous: { version: '1.0.0', entry: 'http://localhost:3100/remotes/catalog/1.0.0/mf-manifest.json' },
    });
    expect(registryEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('carries the integrity recorded for the live and the previous version, and none where none was recorded', () => {
    const integrityOf = (version: string) => ({
      manifest: sriOf(Buffer.from(`manifest ${version}`)),
      entry: sriOf(Buffer.from(`entry ${version}`)),
    });
    const catalog = {
      ...remoteWith('catalog', [release('seed', '1.0.0', 0), release('deploy', '1.1.0', 5)]),
      integrity: { '1.0.0': integrityOf('1.0.0'), '1.1.0': integrityOf('1.1.0') },
    };
    const [entry] = registryFromReleases({ remotes: { catalog } }, origin).remotes;
    expect(entry?.integrity).toEqual(integrityOf('1.1.0'));
    expect(entry?.previous?.integrity).toEqual(integrityOf('1.0.0'));
    expect(registryEntrySchema.safeParse(entry).success).toBe(true);

    const [partly] = registryFromReleases(
      { remotes: { catalog: { ...catalog, integrity: { '1.1.0': integrityOf('1.1.0') } } } },
      origin,
    ).remotes;
    expect(partly?.previous).not.toHaveProperty('integrity');
    const [without] = registryFromReleases(
      { remotes: { catalog: { ...catalog, integrity: undefined } } },
      origin,
    ).remotes;
    expect(without).not.toHaveProperty('integrity');
  });

  it('leaves previous out when the last known-good release is no longer published', () => {
    const catalog = remoteWith('catalog', [release('seed', '1.0.0', 0), release('deploy', '1.1.0', 5)]);
    const published = new Map([['catalog', new Set(['1.1.0'])]]);
    const [entry] = registryFromReleases({ remotes: { catalog } }, origin, { published }).remotes;
    expect(entry?.previous).toBeUndefined();
    expect(entry?.deployedAt).toBe('2026-01-31T10:05:00.000Z');
  });

  it('leaves deployedAt out when the history never recorded when the live version went live', () => {
    const catalog = remoteWith('catalog', [release('seed', '1.0.0'), { action: 'unrecorded', version: '0.9.0' }]);
    const [entry] = registryFromReleases({ remotes: { catalog } }, origin).remotes;
    expect(entry).not.toHaveProperty('deployedAt');
    expect(entry?.previous?.version).toBe('1.0.0');
  });

  it("carries the live version's server build, and nothing for a version without one (decision 0063)", () => {
    const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0), release('deploy', '1.1.0', 5)]);
    const server = { '1.0.0': { entry: 'server/catalog.0123abcd.js', integrity: sriOf(Buffer.from('old')) } };
    const [older] = registryFromReleases(
      { remotes: { catalog: { ...catalog, live: '1.0.0', server } } },
      origin,
    ).remotes;
    expect(older?.server).toEqual(server['1.0.0']);
    expect(registryEntrySchema.safeParse(older).success).toBe(true);
    const [live] = registryFromReleases({ remotes: { catalog: { ...catalog, server } } }, origin).remotes;
    expect(live).not.toHaveProperty('server');
  });

  it('carries what a page preloads of the live version: the entry and the chunks of the expose its module names', () => {
    const chunks = [{ path: 'app.0123abcd.js', integrity: sriOf(Buffer.from('app')) }];
    const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0), release('deploy', '1.1.0', 5)]);
    const preload = {
      '1.0.0': { entry: 'remoteEntry.js', exposes: { './App': [] } },
      '1.1.0': { entry: 'remoteEntry.js', exposes: { './App': chunks, './Other': [] } },
    };
    const [entry] = registryFromReleases({ remotes: { catalog: { ...catalog, preload } } }, origin).remotes;
    expect(entry?.preload).toEqual({ entry: 'remoteEntry.js', chunks });
    const styles = [{ path: 'app.0123abcd.css', integrity: sriOf(Buffer.from('a{}')) }];
    const withStyles = { ...preload, '1.1.0': { ...preload['1.1.0'], styles: { './App': styles, './Other': [] } } };
    const [styled] = registryFromReleases(
      { remotes: { catalog: { ...catalog, preload: withStyles } } },
      origin,
    ).remotes;
    expect(styled?.preload).toEqual({ entry: 'remoteEntry.js', chunks, styles });
    expect(registryEntrySchema.safeParse(styled).success).toBe(true);
    expect(entry?.previous).not.toHaveProperty('preload');
    expect(registryEntrySchema.safeParse(entry).success).toBe(true);
    for (const module of ['./Missing', 'toString']) {
      const [other] = registryFromReleases({ remotes: { catalog: { ...catalog, module, preload } } }, origin).remotes;
      expect(other).not.toHaveProperty('preload');
    }
    const [without] = registryFromReleases({ remotes: { catalog } }, origin).remotes;
    expect(without).not.toHaveProperty('preload');
  });

  it("carries a remote's server-render settings whatever version is live, and nothing for a remote without", () => {
    const catalog = remoteWith('catalog', [release('deploy', '1.0.0', 0), release('deploy', '1.1.0', 5)]);
    const cart = remoteWith('cart', [release('deploy', '2.0.0', 0)]);
    const serverRender = new Map([['catalog', { enabled: true, deadlineMs: 500 }]]);
    for (const live of ['1.0.0', '1.1.0']) {
      const [carted, entry] = registryFromReleases({ remotes: { catalog: { ...catalog, live }, cart } }, origin, {
        serverRender,
      }).remotes;
      expect(entry?.serverRender).toEqual({ enabled: true, deadlineMs: 500 });
      expect(registryEntrySchema.safeParse(entry).success).toBe(true);
      expect(carted).not.toHaveProperty('serverRender');
    }
  });
});
