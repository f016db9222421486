import { logEvent } from '@mfp/shared/logs';
import { UNKNOWN_REMOTE } from '@mfp/store/aggregates';
import type { FastifyBaseLogger } from 'fastify';
import { NO_REMOTE_SLOT } from '../pageViews/pageViewLedger';
import type { RejectedClaim } from '../pageViews/pageViewGate';
import type { Aggregator } from './aggregates/aggregator';
import type { BoundedNames } from './aggregates/boundedNames';
import type { PlatformMetrics } from './metrics/platformMetrics';

export interface RejectionCounterOptions {
  /** The names counts may carry now (`registryNames`). */
  names: () => Promise<BoundedNames>;
  metrics: Pick<PlatformMetrics, 'rejectedSamples'>;
  aggregator: Pick<Aggregator, 'countRejection'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The platform's log throttle (`createLogThrottle`). */
  shouldLog: (event: string) => boolean;
}

/**
 * The page-view gate's `onRejected` (decision 0090): each rejected claim into this server's metrics at once, and into
 * the fleet's aggregates, where the rollout analysis reads it into its record. There its remote and version are bounded
 * by the registry, as a counted sample's are: a made-up remote lands on `UNKNOWN_REMOTE`, a made-up version on '',
 * so a flood of invented names adds no rows. A failure that named no remote keeps its slot, ''.
 */
export function rejectionCounter({
  names,
  metrics,
  aggregator,
  log,
  shouldLog,
}: RejectionCounterOptions): (rejected: RejectedClaim, count: number) => void {
  return (rejected, count) => {
    const { reason, sample } = rejected;
    metrics.rejectedSamples.inc({ reason, sample }, count);
    names().then((bounded) => {
      const named = rejected.remote === NO_REMOTE_SLOT ? NO_REMOTE_SLOT : bounded.remote(rejected.remote);
      const version = named === undefined ? undefined : bounded.version(named, rejected.version);
      aggregator.countRejection({ remote: named ?? UNKNOWN_REMOTE, version: version ?? '', sample, reason }, count);
    }, failed);
  };

  // The gate does not wait for the names: a registry that cannot be read is said as the other counts' failures are.
  function failed(error: unknown): void {
    if (shouldLog('count-failed'))
      log.error({ err: error, ...logEvent('count-failed') }, 'a rejected sample was not counted in the aggregates');
  }
}
