import { act, renderHook } from '@testing-library/react';
import type { RegistryEntry } from '@mfp/shared/registry';
import { testRegistryEntry } from '@mfp/testing';
import { usePrefetchItem } from './usePrefetchItem';

const catalog = testRegistryEntry('catalog');
const cart = testRegistryEntry('cart');

describe('usePrefetchItem', () => {
  it('prefetches a remote known in full at once', () => {
    const prefetch = jest.fn();
    const { result } = renderHook(() => usePrefetchItem([catalog], prefetch));
    act(() => result.current({ name: 'catalog', title: 'Catalog', route: '/catalog' }));
    expect(prefetch).toHaveBeenCalledWith(catalog);
  });

  it('prefetches a remote known by its navigation item once the whole registry brings its entry', () => {
    const prefetch = jest.fn();
    const { result, rerender } = renderHook(({ remotes }) => usePrefetchItem(remotes, prefetch), {
      initialProps: { remotes: [catalog] as RegistryEntry[] },
    });
    act(() => result.current({ name: 'cart', title: 'Cart', route: '/cart' }));
    expect(prefetch).not.toHaveBeenCalled();
    rerender({ remotes: [catalog, cart] });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(cart);
    rerender({ remotes: [catalog, testRegistryEntry('cart', { version: '2.0.0' })] });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
