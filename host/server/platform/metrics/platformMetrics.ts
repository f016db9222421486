import { TIMING_BOUNDS_MS } from '@mfp/store/aggregates';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { RegistryFacts } from './registryFacts';
import { registerRegistryGauges } from './registryGauges';
import type { RolloutFacts } from './rolloutFacts';
import { registerRolloutGauges } from './rolloutGauges';

/** The host server's metrics: a prom-client registry of its own, and the series the server counts into. */
export interface PlatformMetrics {
  /** What `/metrics` renders: these series, the registry's gauges and Node's default metrics. */
  registry: Registry;
  /** `mfp_http_requests_total`: answers by route pattern (or the label their answerer gave), method and status. */
  httpRequests: Counter<'route' | 'method' | 'status'>;
  /** `mfp_failure_reports_total`: reports answered with a digest, by bounded remote and version, kind and code. */
  failureReports: Counter<'remote' | 'version' | 'kind' | 'code'>;
  /** `mfp_uncounted_failure_reports_total`: reports from developers' tabs, logged and answered but counted nowhere else. */
  uncountedFailureReports: Counter<'from'>;
  /** `mfp_remote_mounts_total`: mounts of remotes' slots from the mount-count beacons, by bounded remote and version. */
  mounts: Counter<'remote' | 'version'>;
  /** `mfp_remote_load_seconds`: the timing beacons' load times, by bounded remote and version. */
  loadTime: Histogram<'remote' | 'version'>;
  /** `mfp_store_errors_total`: failed store calls, by operation and StoreError kind. */
  storeErrors: Counter<'operation' | 'kind'>;
  /** `mfp_failure_counts_dropped_total`: failures left out of the status page's counts (MAX_FAILURE_KEYS reached). */
  droppedFailures: Counter;
  /**
   * `mfp_rejected_samples_total`: mounts, load times and failures browsers sent that no page-view token vouched for
   * (decision 0087), by reason (`PAGE_VIEW_REJECTIONS`) and sample (`mount`, `timing`, `failure`).
   */
  rejectedSamples: Counter<'reason' | 'sample'>;
  /** `mfp_rollout_decisions_total`: the rollout analysis's decisions on this server, by remote and decision. */
  rolloutDecisions: Counter<'remote' | 'decision'>;
}

/**
 * The host server's metrics (prom-client), in a registry of its own per server instance: nothing global, so tests and
 * several servers in one process never mix their counts. Every label is bounded (decision 0045): routes are fastify's
 * route patterns, remotes and versions only those of the registry (`unknown` otherwise), kinds and codes the
 * catalogue's.
 */
export function createPlatformMetrics(registryFacts?: RegistryFacts, rolloutFacts?: RolloutFacts): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'mfp_http_requests_total',
    help: 'HTTP requests answered by the host server, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const { failureReports, uncountedFailureReports, rejectedSamples } = reportCounters(registers);
  const mounts = new Counter({
    name: 'mfp_remote_mounts_total',
    help: 'Mounts of a remote\'s slot in browsers, one per page view, by remote and the version each tried first (unknown remotes and versions as "unknown")',
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  const loadTime = new Histogram({
    name: 'mfp_remote_load_seconds',
    help: "Real users' time from navigation or route change to a remote's first render, from the timing beacons",
    labelNames: ['remote', 'version'] as const,
    buckets: TIMING_BOUNDS_MS.map((ms) => ms / 1000),
    registers,
  });
  const storeErrors = new Counter({
    name: 'mfp_store_errors_total',
    help: 'Failed calls to the store (folder, bucket or database), by operation and kind',
    labelNames: ['operation', 'kind'] as const,
    registers,
  });
  const droppedFailures = new Counter({
    name: 'mfp_failure_counts_dropped_total',
    help: 'Failures not counted for the status page because this server counts that many distinct ones already',
    registers,
  });
  const rolloutDecisions = new Counter({
    name: 'mfp_rollout_decisions_total',
    help: 'Decisions of the rollout analysis taken by this server: waiting, stepped, completed or aborted, by remote',
    labelNames: ['remote', 'decision'] as const,
    registers,
  });
  registerRegistryGauges(registers, registryFacts);
  registerRolloutGauges(registers, rolloutFacts);

  return {
    registry,
    httpRequests,
    failureReports,
    uncountedFailureReports,
    mounts,
    loadTime,
    storeErrors,
    droppedFailures,
    rejectedSamples,
    rolloutDecisions,
  };
}

/**
 * The failure reports' counters: users' reports by release, kind and code; developers' by where they came from; and
 * what browsers sent that no page-view token vouched for (reports, mounts, load times), by reason.
 */
function reportCounters(registers: Registry[]) {
  const failureReports = new Counter({
    name: 'mfp_failure_reports_total',
    help: 'Failure reports answered with a digest and vouched for by a page-view token, by remote, version, kind and code (unknown remotes and versions as "unknown")',
    labelNames: ['remote', 'version', 'kind', 'code'] as const,
    registers,
  });
  const uncountedFailureReports = new Counter({
    name: 'mfp_uncounted_failure_reports_total',
    help: "Failure reports from developers' tabs, answered and logged but not counted: through an override or in a preview",
    labelNames: ['from'] as const,
    registers,
  });
  const rejectedSamples = new Counter({
    name: 'mfp_rejected_samples_total',
    help: "Mounts, load times and failures sent by browsers and not counted: no page-view token, a bad signature, expired, over a page view's limit, or a release the page did not name",
    labelNames: ['reason', 'sample'] as const,
    registers,
  });
  return { failureReports, uncountedFailureReports, rejectedSamples };
}
