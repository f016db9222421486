import type { ReleasesStore } from '@mfp/store/releases';
import { gateLiveRelease } from './gateLiveRelease';

type History = { action: string; version: string; contentHash?: string }[];

/** A store holding `history` for the catalog (its last entry live), whose folders hash to `published`. */
function storeWith(history: History | undefined, published: () => Promise<string>) {
  const versionContentHash = jest.fn(published);
  const remotes = history ? { catalog: { live: history.at(-1)!.version, history } } : {};
  const store = {
    readReleases: () => Promise.resolve({ remotes }),
    versionContentHash,
    versionLocation: (remote: string, version: string) => `store/${remote}/${version}`,
    readVersionFile: () => Promise.resolve(undefined),
  } as unknown as ReleasesStore;
  return { store, versionContentHash };
}

const deployed = (version: string, contentHash: string) => ({ action: 'deploy', version, contentHash });

describe('gateLiveRelease', () => {
  it('gives none for a remote without a live release', async () => {
    const { store } = storeWith(undefined, () => Promise.resolve('x'));
    expect(await gateLiveRelease(store, 'catalog', 'hash-b')).toBeUndefined();
  });

  it('gives the live version, its files in the store, and whether the new build has its bytes, from the history', async () => {
    const { store, versionContentHash } = storeWith([deployed('1.0.0', 'hash-a'), deployed('1.1.0', 'hash-b')], () =>
      Promise.resolve('unused'),
    );
    const live = await gateLiveRelease(store, 'catalog', 'hash-b');
    expect(live).toMatchObject({ version: '1.1.0', sameBytes: true, files: { location: 'store/catalog/1.1.0' } });
    expect((await gateLiveRelease(store, 'catalog', 'hash-a'))?.sameBytes).toBe(false);
    // The recorded hash is enough: the live folder is not read and hashed.
    expect(versionContentHash).not.toHaveBeenCalled();
  });

  it('hashes the live folder for a version that went live before releases were recorded, and not the same bytes if it cannot', async () => {
    const unrecorded = [{ action: 'unrecorded', version: '0.9.0' }];
    expect(
      (await gateLiveRelease(storeWith(unrecorded, () => Promise.resolve('hash-a')).store, 'catalog', 'hash-a'))
        ?.sameBytes,
    ).toBe(true);
    const gone = storeWith(unrecorded, () => Promise.reject(new Error('ENOENT')));
    expect(await gateLiveRelease(gone.store, 'catalog', 'hash-a')).toMatchObject({
      version: '0.9.0',
      sameBytes: false,
    });
  });
});
