import { testRegistryEntry } from '@mfp/testing';
import type { RegistryRead } from '@mfp/store';
import { createPageRegistry, MAX_INLINED_REGISTRY_BYTES } from './pageRegistry';

const catalog = testRegistryEntry('catalog');
const found = (text: string): RegistryRead => ({ kind: 'found', bytes: Buffer.from(text), revision: text });

function sourceOf(...reads: RegistryRead[]) {
  const readRegistry = jest.fn(() => Promise.resolve(reads.length > 1 ? reads.shift()! : reads[0]!));
  return { readRegistry };
}

describe('createPageRegistry', () => {
  it('gives the document and its valid entries, skipping invalid ones', async () => {
    const document = { remotes: [catalog, { name: 'Bad' }] };
    const read = createPageRegistry(sourceOf(found(JSON.stringify(document))));
    expect(await read()).toEqual({ document, entries: [catalog] });
  });

  it('reads the registry for every page, and parses it again only when its bytes changed', async () => {
    const first = JSON.stringify({ remotes: [catalog] });
    const redeployed = JSON.stringify({ remotes: [testRegistryEntry('catalog', { version: '1.0.1' })] });
    const source = sourceOf(found(first), found(first), found(redeployed));
    const read = createPageRegistry(source);
    const one = await read();
    const two = await read();
    const three = await read();
    expect(source.readRegistry).toHaveBeenCalledTimes(3);
    expect(two).toBe(one);
    expect(three.entries[0]?.version).toBe('1.0.1');
  });

  it.each([
    ['missing', { kind: 'missing', location: '/store/registry.json' } as const],
    ['not JSON', found('{"remotes": [')],
    ['too large to inline', found(JSON.stringify({ remotes: [], pad: 'x'.repeat(MAX_INLINED_REGISTRY_BYTES) }))],
  ])('gives nothing to inline when the registry is %s', async (_case, read) => {
    expect(await createPageRegistry(sourceOf(read))()).toEqual({ document: undefined, entries: [] });
  });

  it('inlines a document of the wrong shape, for the page to report, but hints nothing from it', async () => {
    const read = createPageRegistry(sourceOf(found('{"apps": []}')));
    expect(await read()).toEqual({ document: { apps: [] }, entries: [] });
  });
});
