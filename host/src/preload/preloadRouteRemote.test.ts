import { testRegistryEntry } from '@mfp/shared/testing';
import { preloadRouteRemote } from './preloadRouteRemote';
import type { PreloadingLoader } from './preloadingLoader';

function fakeLoader() {
  return { preload: jest.fn(), load: jest.fn(), compatibilityNotes: jest.fn() } satisfies PreloadingLoader;
}

const remotes = Promise.resolve([testRegistryEntry('catalog'), testRegistryEntry('cart')]);

describe('preloadRouteRemote', () => {
  it("preloads the remote of the page's route", async () => {
    const loader = fakeLoader();
    await expect(preloadRouteRemote(loader, remotes, '/cart')).resolves.toEqual(testRegistryEntry('cart'));
    expect(loader.preload).toHaveBeenCalledWith(testRegistryEntry('cart'));
  });

  it('preloads nothing on a host page', async () => {
    const loader = fakeLoader();
    await expect(preloadRouteRemote(loader, remotes, '/')).resolves.toBeUndefined();
    expect(loader.preload).not.toHaveBeenCalled();
  });

  it('leaves alone a remote the tab overrides: the shell loads it from the override', async () => {
    const loader = fakeLoader();
    const catalog = testRegistryEntry('catalog');
    await expect(
      preloadRouteRemote(loader, Promise.resolve([catalog]), '/catalog', (name) => name === 'catalog'),
    ).resolves.toBeUndefined();
    expect(loader.preload).not.toHaveBeenCalled();
  });
});
