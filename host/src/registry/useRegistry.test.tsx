import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { LOADING_DEFAULTS } from '../loading/loader/loadingDefaults';
import { createFailure } from '../failures/failureFactory';
import type { LoadedRegistry } from './fetchRegistry';
import { useRegistry } from './useRegistry';
import { testRegistryEntry } from '@mfp/testing';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart', { version: undefined });
/** A structurally equal copy, as a refetch of an unchanged registry.json produces. */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('useRegistry', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
  );

  function renderRegistry(load: jest.Mock<Promise<LoadedRegistry>, [number]>) {
    return renderHook(() => ({ registry: useRegistry(load), navigate: useNavigate() }), { wrapper });
  }

  const registryUnreachable = () =>
    createFailure({
      culprit: 'registry',
      kind: 'registry-unreachable',
      message: 'HTTP 503 for /registry.json',
    });

  it('is loading first, then ready with the remotes and problems, fetched with the registry timeout', async () => {
    const load = jest.fn((_timeoutMs: number) =>
      Promise.resolve<LoadedRegistry>({ remotes: [catalog, cart], problems: [] }),
    );
    const { result } = renderRegistry(load);

    expect(result.current.registry).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.registry.status).toBe('ready'));
    expect(result.current.registry).toEqual({ status: 'ready', remotes: [catalog, cart], problems: [] });
    expect(load).toHaveBeenCalledWith(LOADING_DEFAULTS.registryTimeoutMs);
  });

  it("is ready at once with the page's registry, warns about its problems, and fetches only on navigation", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const initial: LoadedRegistry = {
      remotes: [catalog],
      problems: [{ index: 1, name: 'Bad', message: 'name: invalid' }],
      overrideOrigins: ['http://localhost:*'],
    };
    const load = jest.fn((_timeoutMs: number) => Promise.resolve<LoadedRegistry>({ remotes: [cart], problems: [] }));
    const { result } = renderHook(() => ({ registry: useRegistry(load, initial), navigate: useNavigate() }), {
      wrapper,
    });

    expect(result.current.registry).toEqual({ status: 'ready', ...initial });
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('registry.json: entry 1 ("Bad") skipped: name: invalid');

    act(() => result.current.navigate('/catalog'));
    await waitFor(() => expect(result.current.registry).toEqual({ status: 'ready', remotes: [cart], problems: [] }));
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  describe("with only the route's entry and the navigation in the page", () => {
    const navigation = [
      { name: 'catalog', title: 'Catalog', route: '/catalog', version: '1.0.0' },
      { name: 'cart', title: 'Cart', route: '/cart' },
    ];
    const initial: LoadedRegistry = { remotes: [catalog], problems: [], navigation };
    const renderPartial = (load: jest.Mock<Promise<LoadedRegistry>, [number]>) =>
      renderHook(() => ({ registry: useRegistry(load, initial), navigate: useNavigate() }), { wrapper });

    it('reads the whole registry after the first paint, keeping the entry it had (its slot stays mounted)', async () => {
      const load = jest.fn((_timeoutMs: number) =>
        Promise.resolve<LoadedRegistry>({ remotes: copy([catalog, cart]), problems: [] }),
      );
      const { result } = renderPartial(load);
      const first = result.current.registry;
      expect(first).toEqual({ status: 'ready', remotes: [catalog], problems: [], partial: { navigation } });
      await waitFor(() =>
        expect(result.current.registry).toEqual({ status: 'ready', remotes: [catalog, cart], problems: [] }),
      );
      expect(load).toHaveBeenCalledTimes(1);
      const ready = result.current.registry;
      expect(first.status === 'ready' && ready.status === 'ready' && ready.remotes[0] === first.remotes[0]).toBe(true);
    });

    it("keeps the page's own release when a deploy landed before that read, and takes the new one on navigation", async () => {
      const deployed = { ...catalog, version: `${catalog.version ?? ''}-next` };
      const load = jest.fn((_timeoutMs: number) =>
        Promise.resolve<LoadedRegistry>({ remotes: [deployed, cart], problems: [] }),
      );
      const { result } = renderPartial(load);
      await waitFor(() =>
        expect(result.current.registry).toEqual({ status: 'ready', remotes: [catalog, cart], problems: [] }),
      );
      act(() => result.current.navigate('/cart'));
      await waitFor(() =>
        expect(result.current.registry).toEqual({ status: 'ready', remotes: [deployed, cart], problems: [] }),
      );
    });

    it('keeps what it has when that read fails, saying why, and tries again on the next navigation', async () => {
      const failure = registryUnreachable();
      const load = jest
        .fn((_timeoutMs: number) => Promise.resolve<LoadedRegistry>({ remotes: [catalog, cart], problems: [] }))
        .mockImplementationOnce(() => Promise.reject<LoadedRegistry>(failure));
      const { result } = renderPartial(load);
      await waitFor(() =>
        expect(result.current.registry).toEqual({
          status: 'ready',
          remotes: [catalog],
          problems: [],
          partial: { navigation, failure },
        }),
      );
      act(() => result.current.navigate('/cart'));
      await waitFor(() =>
        expect(result.current.registry).toEqual({ status: 'ready', remotes: [catalog, cart], problems: [] }),
      );
    });
  });

  it('is failed with the failure when the first fetch fails', async () => {
    const failure = registryUnreachable();
    const load = jest.fn((_timeoutMs: number) => Promise.reject<LoadedRegistry>(failure));
    const { result } = renderRegistry(load);

    await waitFor(() => expect(result.current.registry).toEqual({ status: 'failed', failure }));
  });

  it('keeps the same failure object when a refetch fails the same way, and takes a new one when it fails otherwise', async () => {
    const first = registryUnreachable();
    const invalid = createFailure({
      culprit: 'registry',
      kind: 'registry-invalid',
      message: 'not JSON',
    });
    const load = jest
      .fn<Promise<LoadedRegistry>, [number]>()
      .mockRejectedValueOnce(first)
      .mockRejectedValueOnce(registryUnreachable())
      .mockRejectedValueOnce(invalid);
    const { result } = renderRegistry(load);
    await waitFor(() => expect(result.current.registry).toEqual({ status: 'failed', failure: first }));

    act(() => result.current.navigate('/catalog'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(result.current.registry.status === 'failed' && result.current.registry.failure).toBe(first);

    act(() => result.current.navigate('/cart'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await waitFor(() =>
      expect(result.current.registry.status === 'failed' && result.current.registry.failure).toBe(invalid),
    );
  });

  it('refetches on navigation and keeps the identity of unchanged entries, replacing only changed ones', async () => {
    const redeployed = {
      ...copy(catalog),
      version: '2.0.0',
      entry: 'http://localhost:3100/remotes/catalog/2.0.0/mf-manifest.json',
    };
    const load = jest
      .fn((_timeoutMs: number) => Promise.resolve<LoadedRegistry>({ remotes: [catalog, cart], problems: [] }))
      .mockResolvedValueOnce({ remotes: [catalog, cart], problems: [] })
      .mockResolvedValueOnce({ remotes: [copy(catalog), copy(cart)], problems: [] })
      .mockResolvedValueOnce({ remotes: [redeployed, copy(cart)], problems: [] });
    const { result } = renderRegistry(load);
    await waitFor(() => expect(result.current.registry.status).toBe('ready'));

    act(() => result.current.navigate('/catalog'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    const afterSame = result.current.registry;
    if (afterSame.status !== 'ready') throw new Error('expected ready');
    expect(afterSame.remotes[0]).toBe(catalog);
    expect(afterSame.remotes[1]).toBe(cart);

    act(() => result.current.navigate('/cart'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await waitFor(() => {
      const state = result.current.registry;
      expect(state.status === 'ready' && state.remotes[0]).toBe(redeployed);
    });
    const afterDeploy = result.current.registry;
    expect(afterDeploy.status === 'ready' && afterDeploy.remotes[1]).toBe(cart);
  });

  it('keeps the last good registry when a refetch fails', async () => {
    const load = jest
      .fn<Promise<LoadedRegistry>, [number]>()
      .mockResolvedValueOnce({ remotes: [catalog, cart], problems: [] })
      .mockRejectedValueOnce(registryUnreachable());
    const { result } = renderRegistry(load);
    await waitFor(() => expect(result.current.registry.status).toBe('ready'));
    const good = result.current.registry;

    act(() => result.current.navigate('/catalog'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(result.current.registry).toBe(good);
    expect(result.current.registry).toEqual({ status: 'ready', remotes: [catalog, cart], problems: [] });
  });

  it('ignores the answer of a fetch made for a path the user already left', async () => {
    let answerFirst: (registry: LoadedRegistry) => void = () => {};
    const load = jest
      .fn<Promise<LoadedRegistry>, [number]>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ remotes: [cart], problems: [] });
    const { result } = renderRegistry(load);

    act(() => result.current.navigate('/cart'));
    await waitFor(() => expect(result.current.registry).toEqual({ status: 'ready', remotes: [cart], problems: [] }));
    await act(async () => answerFirst({ remotes: [catalog], problems: [] }));
    expect(result.current.registry).toEqual({ status: 'ready', remotes: [cart], problems: [] });
  });

  it('warns about skipped entries once, not again when a refetch reports the same problems', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const problems = [{ index: 1, name: 'cart', message: 'entry: must be an absolute http(s) URL' }];
    const load = jest.fn((_timeoutMs: number) =>
      Promise.resolve<LoadedRegistry>({ remotes: [catalog], problems: copy(problems) }),
    );
    const { result } = renderRegistry(load);
    await waitFor(() => expect(result.current.registry.status).toBe('ready'));

    act(() => result.current.navigate('/catalog'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'registry.json: entry 1 ("cart") skipped: entry: must be an absolute http(s) URL',
    );
    warn.mockRestore();
  });
});
