import { isPlatformFailure } from '@mfp/shared/failures';
import { serverDigestOf } from './serverFailureDigest';
import { createLoaderDataSource } from './createLoaderDataSource';

function answering(body: unknown, status = 200) {
  const asked: string[] = [];
  const fetch = jest.fn(async (input: string) => {
    asked.push(input);
    return { ok: status < 300, status, json: async () => body };
  });
  return { fetch, asked };
}

describe('createLoaderDataSource', () => {
  it("reads the server's data for its URL at once, with no request, whatever platform parameters the URL has", () => {
    const { fetch } = answering({});
    const source = createLoaderDataSource({ remote: 'catalog', seed: { url: '/catalog?q=cup', data: '[1,2]' }, fetch });
    expect(source.read('/catalog?q=cup&mfp-preview=catalog~2.0.0~1~sig')).toEqual([1, 2]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads any other URL once through the host, and gives the same promise to every read until and after it settles', async () => {
    const { fetch, asked } = answering({ status: 'loaded', version: '1.0.0', data: '{"id":"p-2"}' });
    const source = createLoaderDataSource({ remote: 'catalog', fetch });
    const first = source.read('/catalog/p-2');
    expect(source.read('/catalog/p-2')).toBe(first);
    await expect(first).resolves.toEqual({ id: 'p-2' });
    expect(first).toMatchObject({ status: 'fulfilled', value: { id: 'p-2' } });
    expect(asked).toEqual(['/_host/data/catalog?url=%2Fcatalog%2Fp-2']);
  });

  it("sends a preview tab's link with the request, so the host runs the previewed release's loader", () => {
    const { fetch, asked } = answering({ status: 'none', version: '2.0.0' });
    void createLoaderDataSource({ remote: 'catalog', fetch }).read('/catalog/p-2?mfp-preview=catalog~2.0.0~1~sig&a=1');
    expect(asked).toEqual(['/_host/data/catalog?url=%2Fcatalog%2Fp-2%3Fa%3D1&mfp-preview=catalog~2.0.0~1~sig']);
  });

  it("throws the server's failure kind for the boundary, naming its digest", async () => {
    const { fetch } = answering({ status: 'failed', kind: 'server-data-status', digest: '4242' });
    const read = createLoaderDataSource({ remote: 'catalog', fetch }).read('/catalog/p-3') as Promise<unknown>;
    const failure = await read.catch((error: unknown) => error);
    expect(isPlatformFailure(failure) && failure).toMatchObject({ kind: 'server-data-status', remote: 'catalog' });
    expect(String((failure as Error).message)).toContain('digest 4242');
    // The server logged and counted it: the slot shows and reports it under that digest.
    expect(isPlatformFailure(failure) && serverDigestOf(failure)).toBe('4242');
  });

  it('fails as server-data-failed on an answer out of contract', async () => {
    const { fetch } = answering('<html>', 502);
    const read = createLoaderDataSource({ remote: 'catalog', fetch }).read('/catalog') as Promise<unknown>;
    await expect(read).rejects.toMatchObject({ kind: 'server-data-failed' });
    // No digest of the server's: the browser's own failure, reported and counted as one.
    const failure = await read.catch((error: unknown) => error);
    expect(isPlatformFailure(failure) && serverDigestOf(failure)).toBeUndefined();
  });

  it("runs the remote's loader in the browser once the host says it runs none, and asks the host no more", async () => {
    const { fetch, asked } = answering({ message: 'Route GET:/_host/data/catalog not found' }, 404);
    const inBrowser = { read: jest.fn((url: string) => Promise.resolve({ ranFor: url })) };
    const source = createLoaderDataSource({ remote: 'catalog', fetch, inBrowser });
    await expect(source.read('/catalog/p-1')).resolves.toEqual({ ranFor: '/catalog/p-1' });
    await expect(source.read('/catalog/p-2')).resolves.toEqual({ ranFor: '/catalog/p-2' });
    expect(asked).toHaveLength(1);
  });
});
