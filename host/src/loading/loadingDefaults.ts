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
  retryBaseDelayMs: 300,
  registryTimeoutMs: 5_000,
};
