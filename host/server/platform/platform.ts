import type { FailureReport } from '@mfp/shared/failures';
import { logEvent } from '@mfp/shared/logs';
import type { MountCounts, TimingBeacon } from '@mfp/shared/status';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_FAILED_ATTEMPTS, FailedAttempts } from '../auth/failedAttempts';
import { createLogThrottle } from '../http/logThrottle';
import { routeLabelOf } from '../http/routeLabel';
import { previewKeyOf } from '../previews/previewLink';
import type { LiveRegistry } from '../registry/liveRegistry';
import { adminAccess, type AdminAccess } from './access/adminAccess';
import { createAggregator, type Aggregator } from './aggregates/aggregator';
import { describeStoreFailure, storeFailureKind } from './aggregates/describeStoreFailure';
import { registryNames } from './aggregates/registryNames';
import { createHealthChecks, type HealthChecks } from './health/healthChecks';
import { releasesToCheck } from './health/releasesToCheck';
import { createPlatformMetrics, type PlatformMetrics } from './metrics/platformMetrics';
import { registryFactsOf } from './metrics/registryFacts';
import { rolloutFactsOf } from './metrics/rolloutFacts';
import { createPlatformCounts } from './platformCounts';
import { createPageViewGate } from '../pageViews/pageViewGate';
import { rejectionCounter } from './rejectionCounter';
import { pageViewKeyOf } from '../pageViews/pageViewSignature';
import type { PlatformOptions } from './platformOptions';

/** The state behind the platform's views, one per host server (`createPlatform`). */
export interface Platform {
  /** The server's metrics, which `/metrics` renders. */
  metrics: PlatformMetrics;
  /** The status page's failure, mount and load-time counts, batched into the store. */
  aggregator: Aggregator;
  /** The live and rollout releases' health, checked in the background. */
  health: HealthChecks;
  /** Who may see the platform's views, and the admin login. */
  access: AdminAccess;
  /** Counts a failed store call into `mfp_store_errors_total`, by `operation` and the failure's kind. */
  storeError(operation: string, error: unknown): void;
  /** The key of preview links (`previewKeyOf` the fleet's secret), which the status page signs for admins. */
  previewKey: Buffer;
  /** The clock of the status document and of the admin sessions. */
  now: () => Date;
  /**
   * Counts one report answered with a digest, into the metrics and the status page's counts. Never rejects: the
   * intake does not wait for it, and a count that fails is logged once a minute at most.
   */
  countReport(report: FailureReport, digest: string, code: string): Promise<void>;
  /** Counts a failure the server saw itself (a server render's), trusted without a page-view token; never rejects. */
  countServerReport(report: FailureReport, digest: string, code: string): Promise<void>;
  /** Counts one load time, into the metrics' histogram and the status page's; never rejects. */
  countTiming(beacon: TimingBeacon): Promise<void>;
  /** Counts a tab's mounts per release, into the metrics' counter and the aggregates; never rejects. */
  countMounts(counts: MountCounts): Promise<void>;
  /** The HTTP request counter's hook: fastify's route pattern, or the label its answerer gave, never the URL. */
  countRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** Writes the pending counts and stops the health checks. */
  close(): Promise<void>;
}

/** What the platform is made of: its options, and what the host server shares with it. */
export type PlatformContext = PlatformOptions & {
  digestSecret: string;
  registry: LiveRegistry;
  log: FastifyBaseLogger;
  allowedRemoteOrigins: readonly string[];
};

/**
 * The state behind the platform's views, one per host server: metrics, the aggregator that batches counts into the
 * store, the background health checks, and the admin access check. Every count is bounded by the registry this
 * server serves (`registryNames`).
 */
export function createPlatform(options: PlatformContext): Platform {
  const { store, registry, log } = options;
  const now = options.now ?? (() => new Date());
  const shouldLog = createLogThrottle();
  const storeError = (operation: string, error: unknown) =>
    metrics.storeErrors.inc({ operation, kind: storeFailureKind(error) });
  const metrics = createPlatformMetrics(
    registryFactsOf(registry),
    rolloutFactsOf(store, (error) => storeError('rollout-metrics', error)),
  );
  const aggregator = createAggregator({
    records: store.aggregates,
    log,
    ...(options.flushIntervalMs !== undefined && { flushIntervalMs: options.flushIntervalMs }),
    now: () => now().getTime(),
    onStoreError: (operation, error) => storeError(`aggregates-${operation}`, error),
    onDropped: () => metrics.droppedFailures.inc(),
  });
  const health = createHealthChecks({
    releases: async () => releasesToCheck(await registry.current()),
    intervalMs: options.healthCheckIntervalMs,
    ...(options.healthFetch && { fetch: options.healthFetch }),
    now,
    allowedOrigins: options.allowedRemoteOrigins,
  });
  const access = adminAccess({
    control: store.control,
    secret: options.digestSecret,
    attempts: new FailedAttempts({ ...DEFAULT_FAILED_ATTEMPTS, ...options.failedAttempts }),
    now,
    onStoreError: adminCheckFailed(storeError, shouldLog),
  });
  const names = registryNames(registry);
  // Only what a page the host served vouches for counts (0087); the rest by reason, in metrics and aggregates (0090).
  const onRejected = rejectionCounter({ names, metrics, aggregator, log, shouldLog });
  const gate = createPageViewGate({ key: pageViewKeyOf(options.digestSecret), now: () => now().getTime(), onRejected });
  const counts = createPlatformCounts({ names, metrics, aggregator, gate, log, shouldLog });
  return {
    metrics,
    aggregator,
    health,
    access,
    storeError,
    previewKey: previewKeyOf(options.digestSecret),
    now,
    countReport: counts.countReport,
    countServerReport: counts.countServerReport,
    countTiming: counts.countTiming,
    countMounts: counts.countMounts,
    countRequest(request, reply) {
      const route = routeLabelOf(request) ?? request.routeOptions.url ?? '(unmatched)';
      metrics.httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    },
    async close() {
      await Promise.all([aggregator.close(), health.close()]);
    },
  };
}

/** An admin check the token records could not answer: counted, and said once a minute at most. */
function adminCheckFailed(storeError: Platform['storeError'], shouldLog: (event: string) => boolean) {
  return (error: unknown, request: FastifyRequest): void => {
    storeError('token-check', error);
    // Anyone can cause one per request while the records are down: one line a minute.
    if (shouldLog('admin-check-failed'))
      request.log.error(
        { ...logEvent('admin-check-failed'), error: describeStoreFailure(error) },
        'admin credentials could not be checked: the token records are unreadable, so the platform views answer 404',
      );
  };
}
