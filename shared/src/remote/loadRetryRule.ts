/**
 * How often, and after how long, the platform tries a remote's file again after a transient failure (a network error,
 * a timeout, a 5xx): the browser's loads of a release (`host/src/loading`) and the host server's fetch of a server
 * build (`host/server/serverRendering/slot`) alike. Broken files (a 404, a failed integrity check) are never retried.
 */
export const LOAD_RETRY_RULE = {
  /** Extra attempts after the first. */
  retries: 2,
  /**
   * The first retry waits this long, each further one twice as long. A refused connection fails within a round trip,
   * so the backoff is most of what a user waits for before the fallback screen: 300 ms (300 + 600 slept) took 1.32 s
   * from navigation in `npm run bench`'s measurement (bench/measureFallbacks.ts, 40 ms latency, median of 9); 100 ms
   * keeps two spaced retries for a blip and took 0.82 s.
   */
  baseDelayMs: 100,
} as const;

/** The wait before retry number `retry` (0 for the first), doubling from `baseDelayMs`. */
export const retryDelayMs = (retry: number, baseDelayMs: number = LOAD_RETRY_RULE.baseDelayMs): number =>
  baseDelayMs * 2 ** retry;
