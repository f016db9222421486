import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache } from './pageCache';

const bytesOf = async (value: Buffer | Promise<Buffer>) => value;

describe('createPageCache', () => {
  it('renders a page once per key and generation, and compresses it once per encoding', async () => {
    const cache = createPageCache();
    const render = jest.fn(() => '<!doctype html><p>catalog</p>'.repeat(60));
    const page = cache.get('r1', 'catalog', render);
    expect(cache.get('r1', 'catalog', render)).toBe(page);
    expect(render).toHaveBeenCalledTimes(1);
    const br = await bytesOf(page.bytes('br'));
    expect(brotliDecompressSync(br).toString()).toBe(render.mock.results[0]?.value);
    expect(gunzipSync(await bytesOf(page.bytes('gzip'))).toString()).toBe(render.mock.results[0]?.value);
    expect(await bytesOf(page.bytes('br'))).toBe(br);
    expect(page.etag).toMatch(/^"[\w-]{32}"$/);
    expect([...page.encodings].sort()).toEqual(['br', 'gzip', 'identity']);
  });

  it('sends a page too small to gain from compression as it is', () => {
    expect([...createPageCache().get('r1', 'catalog', () => '<p>small</p>').encodings]).toEqual(['identity']);
  });

  it('forgets every page of an older generation: a deploy or a new build is never answered with an old page', () => {
    const cache = createPageCache();
    const old = cache.get('r1', 'catalog', () => 'one');
    cache.get('r1', 'cart', () => 'two');
    const next = cache.get('r2', 'catalog', () => 'three');
    expect(next).not.toBe(old);
    expect(cache.size().pages).toBe(1);
  });

  it('holds at most its page bound, dropping the least recently used first', () => {
    const cache = createPageCache(2);
    const a = cache.get('r', 'a', () => 'a');
    cache.get('r', 'b', () => 'b');
    cache.get('r', 'a', () => 'a again');
    cache.get('r', 'c', () => 'c');
    expect(cache.size().pages).toBe(2);
    expect(cache.get('r', 'a', () => 'a again')).toBe(a);
    const render = jest.fn(() => 'b again');
    cache.get('r', 'b', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('counts compressed bytes against its byte bound', async () => {
    const cache = createPageCache(100, 1_000);
    const page = cache.get('r', 'a', () => 'x'.repeat(900));
    expect(cache.size()).toEqual({ pages: 1, bytes: 900 });
    await page.bytes('gzip');
    expect(cache.size().bytes).toBeGreaterThan(900);
    cache.get('r', 'b', () => 'y'.repeat(500));
    expect(cache.size()).toEqual({ pages: 1, bytes: 500 });
  });
});
