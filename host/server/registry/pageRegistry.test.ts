import { testRegistryEntry } from '@mfp/testing';
import { MAX_INLINED_REGISTRY_BYTES, MAX_PAGE_REGISTRY_BYTES, NO_PAGE_REGISTRY, pageRegistryOf } from './pageRegistry';

const catalog = testRegistryEntry('catalog');
const bytes = (text: string) => Buffer.from(text);

describe('pageRegistryOf', () => {
  it('gives the valid entries, each with its item as the document holds it, skipping invalid ones', () => {
    const item = { ...catalog, unknownField: 'kept in the item' };
    const read = pageRegistryOf(bytes(JSON.stringify({ remotes: [{ name: 'Bad' }, item] })));
    expect(read.inline).toBe('entries');
    expect(read.entries).toEqual([catalog]);
    expect(read.inline === 'entries' && read.items.get(read.entries[0]!)).toEqual({ item, index: 1 });
  });

  it('gives every route the document names readably, those of skipped entries included', () => {
    const skipped = { name: 'reviews', route: '/reviews' };
    const unreadable = { name: 'broken', route: 'no route' };
    const read = pageRegistryOf(bytes(JSON.stringify({ remotes: [skipped, catalog, unreadable] })));
    expect(read.inline === 'entries' && read.routes).toEqual(['/reviews', '/catalog']);
  });

  it.each([
    ['not JSON', bytes('{"remotes": [')],
    ['too large to read', bytes(JSON.stringify({ remotes: [], pad: 'x'.repeat(MAX_PAGE_REGISTRY_BYTES) }))],
    [
      'of another shape and too large to inline',
      bytes(JSON.stringify({ pad: 'x'.repeat(MAX_INLINED_REGISTRY_BYTES) })),
    ],
  ])('gives nothing to inline when the registry is %s: the page fetches it', (_case, read) => {
    expect(pageRegistryOf(read)).toEqual(NO_PAGE_REGISTRY);
  });

  it('inlines a document of the wrong shape whole, for the page to report, but hints nothing from it', () => {
    expect(pageRegistryOf(bytes('{"apps": []}'))).toEqual({ inline: 'whole', document: { apps: [] }, entries: [] });
  });
});
