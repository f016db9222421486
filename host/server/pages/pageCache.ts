import { inMemoryText } from '../http/inMemoryText';
import type { MemoryAnswer } from '../http/replyFromMemory';

/** One rendered page in every encoding it is sent in, compressed once and then only looked up. */
type CachedPage = MemoryAnswer;

export interface PageCache {
  /**
   * The page for `key` within `generation` (what every page of the cache depends on: the registry's revision and the
   * template), rendered by `render` the first time. A new generation empties the cache: no old page is served again.
   */
  get(generation: string, key: string, render: () => string): CachedPage;
  /** For tests and the figures in docs/performance.md: how many pages, and how many bytes, are kept. */
  size(): { pages: number; bytes: number };
}

/** The most pages kept in one generation: one per remote route plus the host's own, so 1,000 remotes fit. */
const MAX_CACHED_PAGES = 1_024;
/** The most bytes kept (every encoding of every page); pages are a few KB each, so the count binds first. */
const MAX_CACHED_PAGE_BYTES = 32 * 1024 * 1024;

/**
 * The host pages a server has rendered, by what makes them differ (decision 0043): nothing in a page depends on the
 * request beyond its route's remote (no nonce, no request id, no cookie), so once rendered and compressed, a page is a
 * lookup. Bounded by `maxPages` and `maxBytes`; the least recently used page goes first.
 */
export function createPageCache(maxPages = MAX_CACHED_PAGES, maxBytes = MAX_CACHED_PAGE_BYTES): PageCache {
  let currentGeneration: string | undefined;
  const pages = new Map<string, { page: CachedPage; bytes: number }>();
  let cachedBytes = 0;

  const evict = () => {
    for (const [key, cached] of pages) {
      if (pages.size <= maxPages && cachedBytes <= maxBytes) break;
      pages.delete(key);
      cachedBytes -= cached.bytes;
    }
  };

  return {
    get(generation, key, render) {
      if (generation !== currentGeneration) {
        currentGeneration = generation;
        pages.clear();
        cachedBytes = 0;
      }
      const known = pages.get(key);
      if (known) {
        pages.delete(key);
        pages.set(key, known);
        return known.page;
      }
      const identity = Buffer.from(render());
      const cached = {
        bytes: identity.length,
        page: inMemoryText(identity, 'text/html; charset=utf-8', (bytes) => {
          // Compressed after it may have been evicted or the generation moved on: counted only while it is cached.
          if (pages.get(key) !== cached) return;
          cached.bytes += bytes;
          cachedBytes += bytes;
          evict();
        }),
      };
      cachedBytes += cached.bytes;
      pages.set(key, cached);
      evict();
      return cached.page;
    },
    size: () => ({ pages: pages.size, bytes: cachedBytes }),
  };
}
