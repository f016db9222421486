import { ALLOWED_REMOTE_ORIGINS_HEADER } from '@mfp/shared/registry';
import { testRegistryEntry, TEST_STORE_ORIGIN } from '@mfp/shared/testing';
import { earlyRegistry } from './earlyRegistry';

const catalog = testRegistryEntry('catalog');

/** The parts of a fetch Response the early registry reads (jsdom has no Response). */
function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Promise<Response> {
  const status = init.status ?? 200;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(init.headers),
    json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
  };
  return Promise.resolve(response as unknown as Response);
}

describe('earlyRegistry', () => {
  it('reads the valid entries of the downloaded registry', async () => {
    await expect(earlyRegistry(answer({ remotes: [catalog, { name: 'broken' }] }))).resolves.toEqual([catalog]);
  });

  it('skips entries on an origin the server does not allow, as the shell does', async () => {
    const elsewhere = testRegistryEntry('cart', { entry: 'http://evil.example/remotes/cart/1/mf-manifest.json' });
    const download = answer(
      { remotes: [catalog, elsewhere] },
      {
        headers: { [ALLOWED_REMOTE_ORIGINS_HEADER]: TEST_STORE_ORIGIN },
      },
    );
    await expect(earlyRegistry(download)).resolves.toEqual([catalog]);
  });

  it('gives no entries, never an error, when there is nothing usable: the shell reports that itself', async () => {
    await expect(earlyRegistry(undefined)).resolves.toEqual([]);
    await expect(earlyRegistry(answer({ remotes: [catalog] }, { status: 503 }))).resolves.toEqual([]);
    await expect(earlyRegistry(answer('not json'))).resolves.toEqual([]);
    await expect(earlyRegistry(answer({ entries: [] }))).resolves.toEqual([]);
    await expect(earlyRegistry(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual([]);
  });
});
