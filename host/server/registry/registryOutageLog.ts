import { LOG_THROTTLE_INTERVAL_MS } from '../http/logThrottle';
import type { ReadFailure } from './boundedRead';
import { logEvent } from '@mfp/shared/logs';

/** Where the live registry writes its lines: the server's logger (pino's signature). */
export interface RegistryLog {
  warn(record: Record<string, unknown>, message: string): void;
  info(record: Record<string, unknown>, message: string): void;
}

export interface RegistryOutageLog {
  /** A check of the store failed; `ageMs` is how old the registry served is (undefined: none was ever read). */
  failed(failure: ReadFailure, ageMs: number | undefined): void;
  /** A check succeeded: ends the outage, if there was one. */
  succeeded(): void;
}

/**
 * The outage lines: `registry-stale` when the store first fails, then at most once per `intervalMs` while it keeps
 * failing, and `registry-recovered` when it answers again. A store outage fails every poll (once every
 * REGISTRY_MAX_STALENESS_MS, a second by default) and every notification: one line per period tells the platform team
 * as much, and requests never write one.
 */
export function createRegistryOutageLog(
  log: RegistryLog,
  intervalMs = LOG_THROTTLE_INTERVAL_MS,
  now: () => number = Date.now,
): RegistryOutageLog {
  let outage: { since: number; loggedAt: number; failures: number } | undefined;
  return {
    failed(failure, ageMs) {
      const time = now();
      if (outage && time - outage.loggedAt < intervalMs) {
        outage.failures += 1;
        return;
      }
      outage = { since: outage?.since ?? time, loggedAt: time, failures: (outage?.failures ?? 0) + 1 };
      const serving = ageMs === undefined ? 'no registry yet' : `the registry read ${ageMs} ms ago`;
      log.warn(
        {
          ...logEvent('registry-stale'),
          error: failure.kind,
          detail: failure.detail,
          ageMs,
          failures: outage.failures,
        },
        `registry store unavailable (${failure.kind}): serving ${serving} until it answers again`,
      );
    },
    succeeded() {
      if (!outage) return;
      const outageMs = now() - outage.since;
      log.info(
        { ...logEvent('registry-recovered'), outageMs, failures: outage.failures },
        `registry store answers again after ${outageMs} ms`,
      );
      outage = undefined;
    },
  };
}
