import { LOAD_RETRY_RULE } from '@mfp/shared/remote';

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
  // The platform's one retry rule, which the host server's fetch of server builds follows too.
  retries: LOAD_RETRY_RULE.retries,
  retryBaseDelayMs: LOAD_RETRY_RULE.baseDelayMs,
  registryTimeoutMs: 5_000,
};
