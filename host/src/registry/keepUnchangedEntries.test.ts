import { testRegistryEntry } from '@mfp/testing';
import { keepUnchangedEntries } from './keepUnchangedEntries';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart', { version: undefined });
/** A structurally equal copy, as a refetch of an unchanged registry.json produces. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('keepUnchangedEntries', () => {
  it('keeps the previous object of every entry whose content did not change', () => {
    const previous = [catalog, cart];
    const next = keepUnchangedEntries(previous, copy(previous));
    expect(next).toEqual(previous);
    expect(next[0]).toBe(catalog);
    expect(next[1]).toBe(cart);
  });

  it('uses the new object for a changed entry and keeps the unchanged ones', () => {
    const redeployed = {
      ...copy(catalog),
      version: '1.1.0',
      entry: 'http://localhost:3100/remotes/catalog/1.1.0/mf-manifest.json',
    };
    const next = keepUnchangedEntries([catalog, cart], [redeployed, copy(cart)]);
    expect(next[0]).toBe(redeployed);
    expect(next[1]).toBe(cart);
  });

  it('follows the order and membership of the new registry (added and removed remotes)', () => {
    const checkout = { ...copy(cart), name: 'checkout', route: '/checkout' };
    const next = keepUnchangedEntries([catalog, cart], [checkout, copy(catalog)]);
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(checkout);
    expect(next[1]).toBe(catalog);
  });

  it('treats a change of any field, even the title, as a change', () => {
    const retitled = { ...copy(cart), title: 'Basket' };
    expect(keepUnchangedEntries([cart], [retitled])[0]).toBe(retitled);
  });
});
