import { testRegistryEntry } from '@mfp/testing';
import { MAX_INLINED_REGISTRY_BYTES, NO_PAGE_REGISTRY, pageRegistryOf } from './pageRegistry';

const catalog = testRegistryEntry('catalog');
const bytes = (text: string) => Buffer.from(text);

describe('pageRegistryOf', () => {
  it('gives the document and its valid entries, skipping invalid ones', () => {
    const document = { remotes: [catalog, { name: 'Bad' }] };
    expect(pageRegistryOf(bytes(JSON.stringify(document)))).toEqual({ document, entries: [catalog] });
  });

  it.each([
    ['not JSON', bytes('{"remotes": [')],
    ['too large to inline', bytes(JSON.stringify({ remotes: [], pad: 'x'.repeat(MAX_INLINED_REGISTRY_BYTES) }))],
  ])('gives nothing to inline when the registry is %s', (_case, read) => {
    expect(pageRegistryOf(read)).toEqual({ document: undefined, entries: [] });
    expect(NO_PAGE_REGISTRY).toEqual({ document: undefined, entries: [] });
  });

  it('inlines a document of the wrong shape, for the page to report, but hints nothing from it', () => {
    expect(pageRegistryOf(bytes('{"apps": []}'))).toEqual({ document: { apps: [] }, entries: [] });
  });
});
