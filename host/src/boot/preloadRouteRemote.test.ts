import { testRegistryEntry } from '@mfp/testing';
import { preloadRouteRemote } from './preloadRouteRemote';
import type { PreloadingLoader } from './preloadingLoader';

function fakeLoader() {
  return { preload: jest.fn(), load: jest.fn(), compatibilityNotes: jest.fn() } satisfies PreloadingLoader;
}

const remotes = [testRegistryEntry('catalog'), testRegistryEntry('cart')];

describe('preloadRouteRemote', () => {
  it("preloads the remote of the page's route", () => {
    const loader = fakeLoader();
    expect(preloadRouteRemote(loader, remotes, '/cart')).toEqual(testRegistryEntry('cart'));
    expect(loader.preload).toHaveBeenCalledWith(testRegistryEntry('cart'));
  });

  it('preloads nothing on a host page', () => {
    const loader = fakeLoader();
    expect(preloadRouteRemote(loader, remotes, '/')).toBeUndefined();
    expect(loader.preload).not.toHaveBeenCalled();
  });

  it('leaves alone a remote the tab overrides: the shell loads it from the override', () => {
    const loader = fakeLoader();
    const catalog = testRegistryEntry('catalog');
    expect(preloadRouteRemote(loader, [catalog], '/catalog', (name) => name === 'catalog')).toBeUndefined();
    expect(loader.preload).not.toHaveBeenCalled();
  });
});
