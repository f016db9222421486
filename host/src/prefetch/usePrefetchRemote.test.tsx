import { testRegistryEntry } from '@mfp/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { PlatformServicesProvider } from '../boundary/PlatformServices';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';
import { OverrideSessionProvider } from '../overrides/OverrideSessionContext';
import { OverrideSession, OVERRIDES_STORAGE_KEY } from '../overrides/overrideSession';
import { usePrefetchRemote } from './usePrefetchRemote';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const never = () => new Promise<RemoteLoadResult>(() => undefined);

function fakeLoader(): RemoteLoader & { load: jest.Mock } {
  return { load: jest.fn(never), compatibilityNotes: () => [] };
}

/** The hook as the shell runs it, starting on `path`, with a tab that overrides `overridden`. */
function prefetchOn(path: string, loader: RemoteLoader, overridden: string[] = []) {
  const stored = new Map([
    [OVERRIDES_STORAGE_KEY, JSON.stringify(overridden.map((name) => `${name}=http://x/m.json`))],
  ]);
  const session = new OverrideSession({
    getItem: (key) => stored.get(key) ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformServicesProvider services={{ loader, reportFailure: jest.fn() }}>
      <OverrideSessionProvider session={session}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </OverrideSessionProvider>
    </PlatformServicesProvider>
  );
  return renderHook(() => ({ prefetch: usePrefetchRemote(), navigate: useNavigate() }), { wrapper }).result;
}

describe('usePrefetchRemote', () => {
  it('starts loading another remote through the loader', () => {
    const loader = fakeLoader();
    prefetchOn('/catalog', loader).current.prefetch(cart);
    expect(loader.load.mock.calls).toEqual([[cart]]);
  });

  it('leaves alone the remote of the page being shown, which its slot loads', () => {
    const loader = fakeLoader();
    prefetchOn(`${catalog.route}/espresso-cup`, loader).current.prefetch(catalog);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('judges by the page shown when the intent fires: a click may have got there first', () => {
    const loader = fakeLoader();
    const hook = prefetchOn('/', loader);
    const prefetchFromHome = hook.current.prefetch;
    act(() => void hook.current.navigate(cart.route));
    prefetchFromHome(cart);
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('leaves alone a remote the tab overrides, which the shell loads from the override once checked', () => {
    const loader = fakeLoader();
    prefetchOn('/', loader, ['cart']).current.prefetch(cart);
    expect(loader.load).not.toHaveBeenCalled();
  });
});
