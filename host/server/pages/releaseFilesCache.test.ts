import catalogManifest from '@mfp/testing/manifests/catalog.json';
import { sriOf } from '@mfp/store/files';
import { TEST_STORE_ORIGIN, testRegistryEntry } from '@mfp/testing';
import { createReleaseFilesCache } from './releaseFilesCache';

const bytes = Buffer.from(JSON.stringify(catalogManifest));
const entry = testRegistryEntry('catalog', { integrity: { manifest: sriOf(bytes), entry: sriOf(Buffer.from('x')) } });

const chunkFile = catalogManifest.exposes[0]!.assets.js.sync[0]!;
const chunkBytes = Buffer.from('chunk();');

/** A store with the catalog's manifest (or `body` instead) and its expose chunk. */
function answering(body: Buffer | (() => Promise<never>), status = 200) {
  return jest.fn((url: string | URL | Request) => {
    if (typeof body === 'function') return body();
    const bytes = String(url).endsWith(chunkFile) ? chunkBytes : body;
    return Promise.resolve(new Response(new Uint8Array(bytes), { status }));
  });
}

/** Lets the background download finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReleaseFilesCache', () => {
  it('never makes a page wait: the first peek starts the download, later peeks get the manifest and chunk SRI', async () => {
    const fetch = answering(bytes);
    const cache = createReleaseFilesCache({ allowedOrigins: [TEST_STORE_ORIGIN], fetch });
    expect(cache.peek(entry)).toBeUndefined();
    expect(cache.peek(entry)).toBeUndefined();
    await settle();
    expect(cache.peek(entry)?.manifest.name).toBe('catalog');
    expect(cache.peek(entry)?.chunkIntegrity).toEqual({ [chunkFile]: sriOf(chunkBytes) });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      entry.entry,
      entry.entry.replace('mf-manifest.json', chunkFile),
    ]);
    expect(fetch).toHaveBeenCalledWith(entry.entry, expect.objectContaining({ redirect: 'error' }));
  });

  it('never fetches from an origin that is not allowed', async () => {
    const fetch = answering(bytes);
    const cache = createReleaseFilesCache({ allowedOrigins: ['https://cdn.example.com'], fetch });
    expect(cache.peek(entry)).toBeUndefined();
    await settle();
    expect(cache.peek(entry)).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['does not match its recorded integrity', answering(Buffer.from(JSON.stringify({ ...catalogManifest, x: 1 })))],
    ['is not a manifest', answering(Buffer.from('{"hello":1}'))],
    ['is an HTTP error', answering(Buffer.from('no'), 404)],
    ['cannot be fetched', answering(() => Promise.reject(new TypeError('fetch failed')))],
  ])('gives no manifest when the file %s, and asks again only after a while', async (_case, fetch) => {
    let time = 0;
    const unchecked = { ...entry, integrity: undefined };
    const checked = _case.includes('integrity') ? entry : unchecked;
    const cache = createReleaseFilesCache({ allowedOrigins: [TEST_STORE_ORIGIN], fetch, now: () => time });
    cache.peek(checked);
    await settle();
    expect(cache.peek(checked)).toBeUndefined();
    const calls = fetch.mock.calls.length;
    time = 30_000;
    cache.peek(checked);
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
  });

  it('refuses a manifest larger than its limit', async () => {
    const cache = createReleaseFilesCache({
      allowedOrigins: [TEST_STORE_ORIGIN],
      fetch: answering(bytes),
      maxBytes: chunkBytes.length - 1,
    });
    cache.peek(entry);
    await settle();
    expect(cache.peek(entry)).toBeUndefined();
  });

  it('keeps at most maxEntries manifests, forgetting the oldest', async () => {
    const fetch = answering(bytes);
    const cache = createReleaseFilesCache({ allowedOrigins: [TEST_STORE_ORIGIN], fetch, maxEntries: 2 });
    const versions = ['1.0.0', '1.0.1', '1.0.2'].map((version) =>
      testRegistryEntry('catalog', { entry: `${TEST_STORE_ORIGIN}/remotes/catalog/${version}/mf-manifest.json` }),
    );
    for (const version of versions) cache.peek(version);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(cache.peek(versions[2]!)).toBeDefined();
    expect(cache.peek(versions[0]!)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(7);
  });
});
