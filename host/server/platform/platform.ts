import type { FailureReport } from '@mfp/shared/failures';
import type { TimingBeacon } from '@mfp/shared/status';
import { HOST_FAILURES, UNKNOWN_REMOTE } from '@mfp/store';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_FAILED_ATTEMPTS, FailedAttempts } from '../auth/failedAttempts';
import type { LiveRegistry } from '../registry/liveRegistry';
import type { RegistrySnapshot } from '../registry/registrySnapshot';
import { adminAccess } from './access/adminAccess';
import { createAggregator } from './aggregates/aggregator';
import { boundedNames, NO_REMOTE_LABEL, UNKNOWN_LABEL, type BoundedNames } from './aggregates/boundedNames';
import { describeStoreFailure, storeFailureKind } from './aggregates/describeStoreFailure';
import { rememberVersions } from './aggregates/rememberVersions';
import { createLogThrottle } from '../http/logThrottle';
import { routeLabelOf } from '../http/routeLabel';
import { createHealthChecks } from './health/healthChecks';
import { createPlatformMetrics } from './metrics/platformMetrics';
import type { PlatformOptions } from './platformOptions';
import { logEvent } from '@mfp/shared/logs';

/**
 * The state behind the platform's views, one per host server: metrics, the aggregator that batches counts into the
 * store, the background health checks, and the admin access check. Every count is bounded by the registry this
 * server serves (`boundedNames`).
 */
export function createPlatform(
  options: PlatformOptions & {
    digestSecret: string;
    registry: LiveRegistry;
    log: FastifyBaseLogger;
    allowedRemoteOrigins: readonly string[];
  },
) {
  const { store, registry, log } = options;
  const now = options.now ?? (() => new Date());
  const metrics = createPlatformMetrics({
    revision: () => registry.freshness().revision,
    ageSeconds: () => {
      const { ageMs } = registry.freshness();
      return ageMs === undefined ? undefined : ageMs / 1000;
    },
    live: async () =>
      (await registry.current()).page.entries.flatMap(({ name, version, deployedAt }) =>
        version !== undefined && deployedAt !== undefined ? [{ remote: name, version, deployedAt }] : [],
      ),
  });
  const storeError = (operation: string, error: unknown) =>
    metrics.storeErrors.inc({ operation, kind: storeFailureKind(error) });
  const aggregator = createAggregator({
    records: store.aggregates,
    log,
    ...(options.flushIntervalMs !== undefined && { flushIntervalMs: options.flushIntervalMs }),
    now: () => now().getTime(),
    onStoreError: (operation, error) => storeError(`aggregates-${operation}`, error),
    onDropped: () => metrics.droppedFailures.inc(),
  });
  const health = createHealthChecks({
    entries: async () => (await registry.current()).page.entries,
    intervalMs: options.healthCheckIntervalMs,
    ...(options.healthFetch && { fetch: options.healthFetch }),
    now,
    allowedOrigins: options.allowedRemoteOrigins,
  });
  const shouldLog = createLogThrottle();
  const access = adminAccess({
    control: store.control,
    secret: options.digestSecret,
    attempts: new FailedAttempts({ ...DEFAULT_FAILED_ATTEMPTS, ...options.failedAttempts }),
    now,
    onStoreError(error, request) {
      storeError('token-check', error);
      // Anyone can cause one per request while the records are down: one line a minute.
      if (shouldLog('admin-check-failed'))
        request.log.error(
          { ...logEvent('admin-check-failed'), error: describeStoreFailure(error) },
          'admin credentials could not be checked: the token records are unreadable, so the platform views answer 404',
        );
    },
  });

  const names = new WeakMap<RegistrySnapshot, BoundedNames>();
  // The versions earlier registries named, so that a tab opened before a rollback still counts against its version.
  const versionsSeen = new Map<string, string[]>();
  async function currentNames(): Promise<BoundedNames> {
    const snapshot = await registry.current();
    let bounded = names.get(snapshot);
    if (!bounded) {
      bounded = boundedNames(snapshot.page.entries, versionsSeen);
      rememberVersions(versionsSeen, snapshot.page.entries);
      names.set(snapshot, bounded);
    }
    return bounded;
  }

  return {
    metrics,
    aggregator,
    health,
    access,
    storeError,
    now,
    /**
     * Counts one report answered with a digest, into the metrics and the status page's counts. Never rejects: the
     * intake does not wait for it, and a count that fails is logged once a minute at most.
     */
    countReport: (report: FailureReport, digest: string, code: string): Promise<void> =>
      safely(countReport(report, digest, code)),
    /** Counts one load time, into the metrics' histogram and the status page's; never rejects. */
    countTiming: (beacon: TimingBeacon): Promise<void> => safely(countTiming(beacon)),
    /** The HTTP request counter's hook: fastify's route pattern, or the label its answerer gave, never the URL. */
    countRequest(request: FastifyRequest, reply: FastifyReply): void {
      const route = routeLabelOf(request) ?? request.routeOptions.url ?? '(unmatched)';
      metrics.httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    },
    async close(): Promise<void> {
      await Promise.all([aggregator.close(), health.close()]);
    },
  };

  async function countReport(report: FailureReport, digest: string, code: string): Promise<void> {
    const bounded = await currentNames();
    const remote = bounded.remote(report.remote);
    const version = bounded.version(remote, report.version);
    const named = report.remote !== undefined;
    metrics.failureReports.inc({
      remote: remote ?? (named ? UNKNOWN_LABEL : NO_REMOTE_LABEL),
      version: version ?? UNKNOWN_LABEL,
      kind: report.kind,
      code,
    });
    // The host's own failures name no remote: they have a row of their own, per digest, on the status page.
    if (!named) return aggregator.countFailure({ remote: HOST_FAILURES, version: '', kind: report.kind, code, digest });
    if (remote === undefined)
      return aggregator.countFailure({ remote: UNKNOWN_REMOTE, version: '', kind: '(any)', code: '', digest: '' });
    aggregator.countFailure({ remote, version: version ?? '', kind: report.kind, code, digest });
  }

  async function countTiming(beacon: TimingBeacon): Promise<void> {
    const bounded = await currentNames();
    const remote = bounded.remote(beacon.remote);
    const version = bounded.version(remote, beacon.version);
    metrics.loadTime.observe({ remote: remote ?? UNKNOWN_LABEL, version: version ?? UNKNOWN_LABEL }, beacon.ms / 1000);
    aggregator.countTiming(remote ?? UNKNOWN_REMOTE, version ?? '', beacon.ms);
  }

  function safely(counting: Promise<void>): Promise<void> {
    return counting.catch((error: unknown) => {
      if (shouldLog('count-failed'))
        log.error({ err: error, ...logEvent('count-failed') }, 'a report or load time was not counted');
    });
  }
}

export type Platform = ReturnType<typeof createPlatform>;
