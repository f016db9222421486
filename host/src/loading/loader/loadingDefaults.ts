/**
 * Loading limits, in one place. A registry entry may override `timeoutMs`; tests pass shorter ones through
 * `createRemoteLoader`'s `config`.
 */
export interface LoadingConfig {
  /** Whole-load budget for one attempt: manifest, entry script and expose chunk together. */
  timeoutMs: number;
  /** Extra attempts after a transient failure (network errors, 5xx). Broken code is never retried. */
  retries: number;
  /** First retry waits this long; each further retry waits twice as long. */
  retryBaseDelayMs: number;
  /** Budget for fetching `/registry.json`. */
  registryTimeoutMs: number;
}

export const LOADING_DEFAULTS: LoadingConfig = {
  timeoutMs: 10_000,
  retries: 2,
  // A refused connection fails within a round trip, so the backoff is most of what a user waits for before the
  // fallback screen: 300 ms (300 + 600 slept) took 1.32 s from navigation in `npm run bench`'s measurement (bench/
  // measureFallbacks.ts, 40 ms latency, median of 9); 100 ms keeps two spaced retries for a blip and took 0.82 s.
  retryBaseDelayMs: 100,
  registryTimeoutMs: 5_000,
};
