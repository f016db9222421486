import type { AlternateRelease } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { snapshotOf } from '../../registry/registrySnapshot';
import { releasesToCheck } from './releasesToCheck';

const sri = (letter: string) => `sha384-${letter.repeat(64)}`;
const catalog = testRegistryEntry('catalog', { integrity: { manifest: sri('A'), entry: sri('B') } });
const cart = testRegistryEntry('cart');
const rollout: AlternateRelease = {
  version: '2.0.0',
  entry: 'http://localhost:3100/remotes/catalog/2.0.0/mf-manifest.json',
  integrity: { manifest: sri('C'), entry: sri('D') },
};
const preview: AlternateRelease = { ...rollout, version: '3.0.0' };
const snapshot = (remotes: unknown[]) =>
  snapshotOf({ kind: 'found', revision: 'r1', bytes: Buffer.from(JSON.stringify({ remotes })) });

describe('releasesToCheck', () => {
  it('names every live release of a registry without rollouts', () => {
    expect(releasesToCheck(snapshot([catalog, cart]))).toEqual([
      { remote: 'catalog', version: '1.0.0', entry: catalog.entry, integrity: catalog.integrity },
      { remote: 'cart', version: '1.0.0', entry: cart.entry },
    ]);
  });

  it("adds each rollout's release beside its remote's live one, and no preview", () => {
    const stored = snapshot([{ ...catalog, rollout: { share: 25, release: rollout }, previews: [preview] }, cart]);
    expect(releasesToCheck(stored)).toEqual([
      { remote: 'catalog', version: '1.0.0', entry: catalog.entry, integrity: catalog.integrity },
      { remote: 'cart', version: '1.0.0', entry: cart.entry },
      { remote: 'catalog', version: '2.0.0', entry: rollout.entry, integrity: rollout.integrity },
    ]);
  });
});
