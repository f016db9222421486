import type { AlternateRelease } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { servedDocument } from './servedDocument';

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const live = testRegistryEntry('catalog', {
  deployedAt: '2026-11-01T10:00:00.000Z',
  previous: { version: '0.9.0', entry: 'http://localhost:3100/remotes/catalog/0.9.0/mf-manifest.json' },
  integrity: { manifest: sri('A'), entry: sri('B') },
  preload: { entry: 'remoteEntry.js', chunks: [] },
  server: { entry: 'server/catalog.js', integrity: sri('C') },
  timeoutMs: 5000,
});
const release: AlternateRelease = {
  version: '2.0.0',
  entry: 'http://localhost:3100/remotes/catalog/2.0.0/mf-manifest.json',
  publishedAt: '2026-11-02T10:00:00.000Z',
  integrity: { manifest: sri('D'), entry: sri('E') },
};
const cart = testRegistryEntry('cart');
const stored = [
  { ...live, rollout: { share: 50, release }, previews: [release] },
  { ...cart, previews: [] },
  'no entry',
];
const remotes = new Map([
  ['catalog', { live, previews: [release] }],
  ['cart', { live: cart, previews: [] }],
]);

describe('servedDocument', () => {
  it('takes rollouts and previews out of every entry, and leaves the rest as stored', () => {
    expect(servedDocument(stored, remotes, new Map())).toEqual({ remotes: [live, cart, 'no entry'] });
  });

  it("puts the visitor's release in place of the live one, with the live release as its fallback", () => {
    const [catalog] = servedDocument(stored, remotes, new Map([['catalog', release]])).remotes;
    expect(catalog).toEqual({
      name: 'catalog',
      title: 'Catalog',
      route: '/catalog',
      module: './App',
      timeoutMs: 5000,
      version: '2.0.0',
      entry: release.entry,
      deployedAt: release.publishedAt,
      integrity: release.integrity,
      previous: { version: '1.0.0', entry: live.entry, integrity: live.integrity },
    });
  });

  it("carries none of the live release's preload, server build or deploy time to a release that has none", () => {
    const bare: AlternateRelease = { version: '2.0.0', entry: release.entry };
    const [catalog] = servedDocument(stored, remotes, new Map([['catalog', bare]])).remotes as Record<
      string,
      unknown
    >[];
    for (const field of ['preload', 'server', 'deployedAt', 'integrity']) expect(catalog).not.toHaveProperty(field);
  });
});
