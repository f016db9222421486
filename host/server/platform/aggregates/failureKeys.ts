import { AGGREGATE_RETENTION_MS } from '@mfp/store/aggregates';

/** The distinct failures one server counted lately, by key (remote, version, kind, digest). */
export interface FailureKeys {
  /**
   * Whether a failure of `key`, seen `at`, may be counted: one seen lately always, a new one only while fewer than
   * `max` are known. Keys not seen within the retention are forgotten first.
   */
  admit(key: string, at: number): boolean;
}

/**
 * Bounds the rows a day of made-up digests can add to the status page's counts: a flood of distinct failures stops at
 * `max` keys, while failures already counted go on being counted.
 */
export function createFailureKeys(max: number, retentionMs = AGGREGATE_RETENTION_MS): FailureKeys {
  const lastSeen = new Map<string, number>();
  return {
    admit(key, at) {
      if (lastSeen.has(key)) return lastSeen.set(key, at) && true;
      for (const [known, seen] of lastSeen) if (seen < at - retentionMs) lastSeen.delete(known);
      if (lastSeen.size >= max) return false;
      lastSeen.set(key, at);
      return true;
    },
  };
}
