import { testRegistryEntry } from '@mfp/shared/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { PlatformServicesProvider } from '../boundary/PlatformServices';
import type { RemoteLoader } from '../loading/createRemoteLoader';
import type { RemoteLoadResult } from '../loading/RemoteLoadResult';
import { OverrideSessionProvider } from '../overrides/OverrideSessionContext';
import { OverrideSession, OVERRIDES_STORAGE_KEY } from '../overrides/overrideSession';
import { withPreload } from '../preload/preloadingLoader';
import { usePrefetchRemote } from './usePrefetchRemote';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');
const never = () => new Promise<RemoteLoadResult>(() => undefined);

function fakeLoader(): RemoteLoader & { load: jest.Mock } {
  return { load: jest.fn(never), compatibilityNotes: () => [] };
}

/** The hook as the shell runs it, on `path`, with `loader` and a tab that overrides `overridden`. */
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
  return renderHook(() => usePrefetchRemote(), { wrapper }).result.current;
}

describe('usePrefetchRemote', () => {
  it('preloads another remote through the loader, and the slot that mounts on arrival takes that attempt', async () => {
    const inner = fakeLoader();
    const loader = withPreload(inner);
    const prefetch = prefetchOn('/catalog', loader);

    prefetch?.(cart);
    expect(inner.load.mock.calls).toEqual([[cart]]);
    void loader.load({ ...cart });
    expect(inner.load).toHaveBeenCalledTimes(1);
  });

  it('leaves alone the remote of the page being shown, which its slot loads', () => {
    const inner = fakeLoader();
    prefetchOn(`${catalog.route}/espresso-cup`, withPreload(inner))?.(catalog);
    expect(inner.load).not.toHaveBeenCalled();
  });

  it('leaves alone a remote the tab overrides, which the shell loads from the override once checked', () => {
    const inner = fakeLoader();
    prefetchOn('/', withPreload(inner), ['cart'])?.(cart);
    expect(inner.load).not.toHaveBeenCalled();
  });

  it('is undefined when the loader cannot preload', () => {
    expect(prefetchOn('/', fakeLoader())).toBeUndefined();
  });
});
