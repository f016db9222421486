import { testRegistryEntry } from '@mfp/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RegistryState } from '../registry/RegistryState';
import { OverrideSession } from './overrideSession';
import { OverrideSessionProvider } from './OverrideSessionContext';
import { useOverriddenRegistry } from './useOverriddenRegistry';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const DEV = 'http://localhost:3001/mf-manifest.json';
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function setup(values: string[]) {
  const session = new OverrideSession(undefined);
  session.capture(
    { href: `http://localhost:3000/?${values.map((value) => `mf-override=${encodeURIComponent(value)}`).join('&')}` },
    { state: null, replaceState: () => {} },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OverrideSessionProvider session={session}>{children}</OverrideSessionProvider>
  );
  const ready = (overrideOrigins?: string[]): RegistryState => ({
    status: 'ready',
    remotes: [catalog, cart],
    problems: [],
    ...(overrideOrigins ? { overrideOrigins } : {}),
  });
  const hook = renderHook((registry: RegistryState) => useOverriddenRegistry(registry), {
    wrapper,
    initialProps: ready(['http://localhost:*']),
  });
  return { session, hook, ready };
}

const remotesOf = (state: RegistryState) => (state.status === 'ready' ? state.remotes : []);

describe('useOverriddenRegistry', () => {
  it('applies the overrides and tells the session which are active, for failure reports', () => {
    const { hook, session } = setup([`catalog=${DEV}`]);
    expect(remotesOf(hook.result.current.registry)[0]).toMatchObject({ name: 'catalog', entry: DEV });
    expect(remotesOf(hook.result.current.registry)[1]).toBe(cart);
    expect(session.activeFor('catalog')).toBe(DEV);
  });

  it('keeps the overridden entry object across refetches of an unchanged registry, so the slot does not reload', () => {
    const { hook } = setup([`catalog=${DEV}`]);
    const first = remotesOf(hook.result.current.registry)[0];
    hook.rerender({
      status: 'ready',
      remotes: [copy(catalog), copy(cart)],
      problems: [],
      overrideOrigins: ['http://localhost:*'],
    });
    expect(remotesOf(hook.result.current.registry)[0]).toBe(first);
  });

  it('uses and shows nothing while the server has overrides off', () => {
    const { hook, ready, session } = setup([`catalog=${DEV}`]);
    hook.rerender(ready());
    expect(hook.result.current.overrides).toEqual({ status: 'off' });
    expect(remotesOf(hook.result.current.registry)).toEqual([catalog, cart]);
    expect(session.activeFor('catalog')).toBeUndefined();
  });

  it("goes back to the registry's entries when the overrides are cleared", () => {
    const { hook, session } = setup([`catalog=${DEV}`]);
    act(() => session.clear());
    expect(remotesOf(hook.result.current.registry)[0]).toBe(catalog);
    expect(hook.result.current.overrides).toEqual({ status: 'on', active: [], refused: [] });
    expect(session.activeFor('catalog')).toBeUndefined();
  });

  it('is off while the registry is loading', () => {
    const { hook } = setup([`catalog=${DEV}`]);
    hook.rerender({ status: 'loading' });
    expect(hook.result.current).toEqual({ registry: { status: 'loading' }, overrides: { status: 'off' } });
  });
});
