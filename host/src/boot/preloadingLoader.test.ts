import type { RemoteAppProps } from '@mfp/shared/remote';
import { testRegistryEntry } from '@mfp/testing';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { ComponentType } from 'react';
import { PlatformFailure } from '@mfp/shared/failures';
import type { RemoteLoader } from '../loading/loader/createRemoteLoader';
import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';
import { withPreload } from './preloadingLoader';

const Catalog: ComponentType<RemoteAppProps> = () => null;
/** A structurally equal copy, as the shell's own registry fetch produces. */
const copy = (entry: RegistryEntry): RegistryEntry => JSON.parse(JSON.stringify(entry)) as RegistryEntry;

const ready: RemoteLoadResult = { status: 'ready', Component: Catalog };

function fakeLoader(load: RemoteLoader['load'] = () => Promise.resolve(ready)) {
  return { load: jest.fn(load), compatibilityNotes: jest.fn(() => ['note']) };
}

describe('withPreload', () => {
  it('hands the preloaded attempt to the first load of an equal entry, without starting another', async () => {
    const inner = fakeLoader();
    const loader = withPreload(inner);
    const entry = testRegistryEntry('catalog');
    loader.preload(entry);
    await expect(loader.load(copy(entry))).resolves.toBe(ready);
    expect(inner.load).toHaveBeenCalledTimes(1);
    expect(inner.load).toHaveBeenCalledWith(entry);
  });

  it('hands over a failed attempt too, so the slot shows that failure instead of waiting for a second attempt', async () => {
    const failed: RemoteLoadResult = {
      status: 'failed',
      failure: new PlatformFailure({
        culprit: 'remote',
        kind: 'manifest-unreachable',
        remote: 'catalog',
        message: 'refused',
      }),
    };
    const inner = fakeLoader(() => Promise.resolve(failed));
    const loader = withPreload(inner);
    loader.preload(testRegistryEntry('catalog'));
    await expect(loader.load(testRegistryEntry('catalog'))).resolves.toBe(failed);
    expect(inner.load).toHaveBeenCalledTimes(1);
  });

  it('hands over once: a later mount starts afresh, as every mount does', async () => {
    const inner = fakeLoader();
    const loader = withPreload(inner);
    loader.preload(testRegistryEntry('catalog'));
    await loader.load(testRegistryEntry('catalog'));
    await loader.load(testRegistryEntry('catalog'));
    expect(inner.load).toHaveBeenCalledTimes(2);
  });

  it('discards the preload when the entry changed in between (a deploy), and loads the new one', async () => {
    const inner = fakeLoader();
    const loader = withPreload(inner);
    loader.preload(testRegistryEntry('catalog'));
    const redeployed = testRegistryEntry('catalog', { version: '1.0.1' });
    await loader.load(redeployed);
    expect(inner.load).toHaveBeenLastCalledWith(redeployed);
    expect(inner.load).toHaveBeenCalledTimes(2);
  });

  it('leaves other remotes alone, and passes compatibility notes through', async () => {
    const inner = fakeLoader();
    const loader = withPreload(inner);
    loader.preload(testRegistryEntry('catalog'));
    await loader.load(testRegistryEntry('cart'));
    await loader.load(testRegistryEntry('catalog'));
    expect(inner.load).toHaveBeenCalledTimes(2);
    expect(loader.compatibilityNotes('cart')).toEqual(['note']);
  });

  it('preloads a remote once, and never leaves a failed preload unhandled', async () => {
    const inner = fakeLoader(() => Promise.reject(new Error('nobody takes this')));
    const loader = withPreload(inner);
    loader.preload(testRegistryEntry('catalog'));
    loader.preload(testRegistryEntry('catalog'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inner.load).toHaveBeenCalledTimes(1);
  });
});
