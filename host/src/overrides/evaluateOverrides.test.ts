import { DEFAULT_OVERRIDE_ORIGINS } from '@mfp/shared/overrides';
import { testRegistryEntry } from '@mfp/testing';
import { applyOverrides, evaluateOverrides } from './evaluateOverrides';

const catalog = testRegistryEntry('catalog', {
  previous: { version: '0.9.0', entry: 'http://localhost:3100/remotes/catalog/0.9.0/mf-manifest.json' },
  integrity: { manifest: `sha384-${'A'.repeat(64)}`, entry: `sha384-${'B'.repeat(64)}` },
});
const cart = testRegistryEntry('cart');
const allowed = [...DEFAULT_OVERRIDE_ORIGINS];
const DEV = 'http://localhost:3001/mf-manifest.json';

describe('evaluateOverrides', () => {
  it('is off, using and showing nothing, when the server allows no overrides', () => {
    expect(evaluateOverrides([`catalog=${DEV}`], undefined, [catalog])).toEqual({ status: 'off' });
  });

  it('uses an override of a registered remote and adds one for a new name', () => {
    const state = evaluateOverrides([`catalog=${DEV}`, 'new_thing=http://127.0.0.1:3009/mf-manifest.json'], allowed, [
      catalog,
      cart,
    ]);
    expect(state).toEqual({
      status: 'on',
      active: [
        { name: 'catalog', manifestUrl: DEV, addsRemote: false },
        { name: 'new_thing', manifestUrl: 'http://127.0.0.1:3009/mf-manifest.json', addsRemote: true },
      ],
      refused: [],
    });
  });

  it('refuses a hostile value with the reason, and still uses the others', () => {
    const state = evaluateOverrides(['catalog=javascript:alert(1)', `cart=${DEV}`], allowed, [catalog, cart]);
    expect(state).toEqual({
      status: 'on',
      active: [{ name: 'cart', manifestUrl: DEV, addsRemote: false }],
      refused: [
        { value: 'catalog=javascript:alert(1)', reason: 'the manifest URL must start with http:// or https://' },
      ],
    });
  });

  it('refuses a new remote whose route another remote already uses', () => {
    const shop = testRegistryEntry('shop', { route: '/new-thing' });
    const state = evaluateOverrides([`new_thing=${DEV}`], allowed, [shop]);
    expect(state).toMatchObject({
      active: [],
      refused: [{ value: `new_thing=${DEV}`, reason: 'its route /new-thing is already used by remote "shop"' }],
    });
  });
});

describe('applyOverrides', () => {
  it("points an overridden remote at the override's manifest, without a version, last known-good release or integrity", () => {
    const [overridden, untouched] = applyOverrides(
      [catalog, cart],
      [{ name: 'catalog', manifestUrl: DEV, addsRemote: false }],
    );
    expect(overridden).toEqual({ name: 'catalog', title: 'Catalog', route: '/catalog', entry: DEV, module: './App' });
    expect(untouched).toBe(cart);
  });

  it('adds a remote for a new name after the registered ones, titled with its name', () => {
    const remotes = applyOverrides([cart], [{ name: 'new_thing', manifestUrl: DEV, addsRemote: true }]);
    expect(remotes).toEqual([
      cart,
      { name: 'new_thing', title: 'new_thing', route: '/new-thing', entry: DEV, module: './App' },
    ]);
  });
});
