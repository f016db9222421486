import { NO_PAGE_REGISTRY } from './pageRegistry';
import { testRegistryEntry } from '@mfp/testing';
import { snapshotOf, UNAVAILABLE } from './registrySnapshot';

const catalog = testRegistryEntry('catalog');

describe('snapshotOf', () => {
  it('keeps the bytes and revision of a found registry, with its page registry parsed once', () => {
    const bytes = Buffer.from(JSON.stringify({ remotes: [catalog] }));
    const snapshot = snapshotOf({ kind: 'found', bytes, revision: 'r1' });
    expect(snapshot).toMatchObject({
      kind: 'found',
      revision: 'r1',
      bytes,
      page: { inline: 'entries', entries: [catalog] },
    });
  });

  it('gives nothing to inline when the registry is missing or unavailable', () => {
    const missing = snapshotOf({ kind: 'missing', location: '/store/registry.json' });
    expect(missing).toMatchObject({ kind: 'missing', location: '/store/registry.json', revision: undefined });
    expect(missing.page).toEqual(NO_PAGE_REGISTRY);
    expect(UNAVAILABLE.page).toEqual(NO_PAGE_REGISTRY);
  });
});
