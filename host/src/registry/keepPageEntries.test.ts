import { testRegistryEntry } from '@mfp/testing';
import { keepPageEntries } from './keepPageEntries';

describe('keepPageEntries', () => {
  const rendered = testRegistryEntry('catalog', { version: '1.0.0-aaaaaaaa' });
  const deployed = testRegistryEntry('catalog', { version: '1.0.0-bbbbbbbb' });
  const cart = testRegistryEntry('cart');

  it("keeps the page's own release of a remote that was deployed since, and takes every other entry as fetched", () => {
    const kept = keepPageEntries([rendered], [deployed, cart]);
    expect(kept).toEqual([rendered, cart]);
    expect(kept[0]).toBe(rendered);
    expect(kept[1]).toBe(cart);
  });

  it('drops nothing the fetch has and adds nothing it lacks', () => {
    expect(keepPageEntries([rendered], [cart])).toEqual([cart]);
    expect(keepPageEntries([], [deployed])).toEqual([deployed]);
  });
});
