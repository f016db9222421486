import catalogManifest from '@mfp/testing/manifests/catalog.json';
import type { VersionFiles } from '@mfp/store';
import { sriOf } from '@mfp/store/files';
import { testRegistryEntry } from '@mfp/testing';
import { createReleaseFilesCache } from './releaseFilesCache';

const PUBLIC_URL = 'https://cdn.example.com/mfp';
const bytes = Buffer.from(JSON.stringify(catalogManifest));
const chunkFile = catalogManifest.exposes[0]!.assets.js.sync[0]!;
const chunkBytes = Buffer.from('chunk();');
const entry = testRegistryEntry('catalog', {
  entry: `${PUBLIC_URL}/remotes/catalog/1.0.0/mf-manifest.json`,
  integrity: { manifest: sriOf(bytes), entry: sriOf(Buffer.from('x')) },
});

type ReadVersionFile = VersionFiles['readVersionFile'];

/** The store's files of catalog@1.0.0, read through the interface; `manifest` replaces the manifest (null: none). */
function storeFiles(manifest: Buffer | null = bytes) {
  return jest.fn<ReturnType<ReadVersionFile>, Parameters<ReadVersionFile>>((remote, version, file) => {
    if (remote !== 'catalog' || version !== '1.0.0') return Promise.resolve(undefined);
    return Promise.resolve(
      file === chunkFile ? chunkBytes : file === 'mf-manifest.json' ? (manifest ?? undefined) : undefined,
    );
  });
}

const noFetch = jest.fn(() => Promise.reject(new Error('the store is read, never fetched')));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReleaseFilesCache, for releases of its own store', () => {
  it('reads the manifest and the expose chunks through the store, under a path prefix, never over HTTP', async () => {
    const readVersionFile = storeFiles();
    const cache = createReleaseFilesCache({
      allowedOrigins: ['https://cdn.example.com'],
      store: { publicUrl: PUBLIC_URL, files: { readVersionFile } },
      fetch: noFetch,
    });
    cache.peek(entry);
    await settle();
    expect(cache.peek(entry)?.chunkIntegrity).toEqual({ [chunkFile]: sriOf(chunkBytes) });
    expect(readVersionFile.mock.calls).toEqual([
      ['catalog', '1.0.0', 'mf-manifest.json'],
      ['catalog', '1.0.0', chunkFile],
    ]);
    expect(noFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['does not match its recorded integrity', storeFiles(Buffer.from(JSON.stringify({ ...catalogManifest, x: 1 })))],
    ['is missing from the store', storeFiles(null)],
    ['is larger than the limit', storeFiles(Buffer.alloc(9 * 1024 * 1024, ' '))],
  ])('gives no hints when the manifest %s, and reads again only after a while', async (_case, readVersionFile) => {
    let time = 0;
    const cache = createReleaseFilesCache({
      allowedOrigins: ['https://cdn.example.com'],
      store: { publicUrl: PUBLIC_URL, files: { readVersionFile } },
      fetch: noFetch,
      now: () => time,
    });
    cache.peek(entry);
    await settle();
    expect(cache.peek(entry)).toBeUndefined();
    const reads = readVersionFile.mock.calls.length;
    time = 30_000;
    cache.peek(entry);
    expect(readVersionFile.mock.calls.length).toBeGreaterThan(reads);
  });

  it('gives up on a store that does not answer within the timeout', async () => {
    const readVersionFile = jest.fn<ReturnType<ReadVersionFile>, Parameters<ReadVersionFile>>(
      () => new Promise(() => {}),
    );
    const cache = createReleaseFilesCache({
      allowedOrigins: ['https://cdn.example.com'],
      store: { publicUrl: PUBLIC_URL, files: { readVersionFile } },
      timeoutMs: 5,
    });
    cache.peek(entry);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.peek(entry)).toBeUndefined();
    expect(readVersionFile).toHaveBeenCalledTimes(1); // failed, so not asked again before retryAfterMs
  });

  it('fetches a release on another allowed origin over HTTP, not from the store', async () => {
    const readVersionFile = storeFiles();
    const fetch = jest.fn((url: string | URL | Request) =>
      Promise.resolve(new Response(new Uint8Array(String(url).endsWith(chunkFile) ? chunkBytes : bytes))),
    );
    const elsewhere = { ...entry, entry: 'https://cdn.example.com/other/remotes/catalog/1.0.0/mf-manifest.json' };
    const cache = createReleaseFilesCache({
      allowedOrigins: ['https://cdn.example.com'],
      store: { publicUrl: PUBLIC_URL, files: { readVersionFile } },
      fetch,
    });
    cache.peek(elsewhere);
    await settle();
    expect(cache.peek(elsewhere)?.manifest.name).toBe('catalog');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readVersionFile).not.toHaveBeenCalled();
  });
});
