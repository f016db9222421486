import { logEvent } from '@mfp/shared/logs';
import type { FastifyBaseLogger } from 'fastify';
import { LOG_THROTTLE_INTERVAL_MS } from '../http/logThrottle';
import { describeStoreFailure } from '../platform/aggregates/describeStoreFailure';

/** What the analysis says of rounds the store failed: the first at once, then once a minute, and when it is back. */
export interface AnalysisOutage {
  failed(error: unknown): void;
  recovered(): void;
}

/**
 * Says that rounds of the analysis fail (the store is down or refuses): one `rollout-analysis-failed` line at once,
 * then at most one a minute with how many rounds failed since, and one when a round works again. A failed round
 * wrote nothing; the next tick does it again.
 */
export function analysisOutage(log: Pick<FastifyBaseLogger, 'error' | 'info'>, now: () => number): AnalysisOutage {
  let failedRounds = 0;
  let since: number | undefined;
  let lastLine = Number.NEGATIVE_INFINITY;
  return {
    failed(error) {
      failedRounds += 1;
      since ??= now();
      if (now() - lastLine < LOG_THROTTLE_INTERVAL_MS) return;
      lastLine = now();
      log.error(
        {
          ...logEvent('rollout-analysis-failed'),
          error: describeStoreFailure(error),
          failedRounds,
          since: new Date(since).toISOString(),
        },
        `rollout analysis: ${failedRounds} round(s) failed since ${new Date(since).toISOString()} ` +
          `(${describeStoreFailure(error)}); retried at every tick, nothing decided meanwhile`,
      );
    },
    recovered() {
      if (since === undefined) return;
      log.info(
        { ...logEvent('rollout-analysis-failed'), recovered: true, failedRounds, since: new Date(since).toISOString() },
        `rollout analysis: the store answers again after ${failedRounds} failed round(s)`,
      );
      failedRounds = 0;
      since = undefined;
      lastLine = Number.NEGATIVE_INFINITY;
    },
  };
}
