import type { FailureReport } from '@mfp/shared/failures';
import { logEvent } from '@mfp/shared/logs';
import { UNTOLD_LOAD_KIND, type MountCounts, type TimingBeacon } from '@mfp/shared/status';
import { HOST_FAILURES, UNKNOWN_REMOTE } from '@mfp/store/aggregates';
import type { FastifyBaseLogger } from 'fastify';
import { NO_REMOTE_SLOT } from '../pageViews/pageViewLedger';
import type { PageViewGate } from '../pageViews/pageViewGate';
import type { Aggregator } from './aggregates/aggregator';
import { NO_REMOTE_LABEL, UNKNOWN_LABEL, type BoundedNames } from './aggregates/boundedNames';
import type { PlatformMetrics } from './metrics/platformMetrics';
import { uncountedFrom } from './uncountedFrom';

/** Where reports, mounts and load times are counted: the metrics and the status page's counts, under bounded names. */
export interface PlatformCounts {
  /**
   * Counts one browser's report answered with a digest, if its page-view token vouches for it (decision 0087), unless
   * a developer's tab sent it (`uncountedFrom`): then only in `mfp_uncounted_failure_reports_total`. Never rejects (a
   * count that fails is logged once a minute at most).
   */
  countReport(report: FailureReport, digest: string, code: string): Promise<void>;
  /** Counts a failure the server saw itself (a remote's server render) as `countReport` does, but trusted: no token. */
  countServerReport(report: FailureReport, digest: string, code: string): Promise<void>;
  /** Counts one load time, if its token vouches for it; never rejects. */
  countTiming(beacon: TimingBeacon): Promise<void>;
  /** Counts a tab's mounts per release, one per slot and page view its token vouches for; never rejects. */
  countMounts(counts: MountCounts): Promise<void>;
}

export interface PlatformCountsOptions {
  /** The names counts may carry now (`registryNames`). */
  names: () => Promise<BoundedNames>;
  metrics: Pick<PlatformMetrics, 'failureReports' | 'uncountedFailureReports' | 'loadTime' | 'mounts'>;
  aggregator: Pick<Aggregator, 'countFailure' | 'countTiming' | 'countMounts'>;
  /** What a browser's counts must be vouched for by (`createPageViewGate`). */
  gate: PageViewGate;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The platform's log throttle (`createLogThrottle`). */
  shouldLog: (event: string) => boolean;
}

/**
 * Counts what browsers send (failure reports, mount counts, load times) into the metrics and the status page's counts,
 * every remote and version bounded by the registry this server serves (decision 0045): a made-up name lands on
 * `unknown`, however many are invented. Only what a page-view token vouches for is counted (decision 0087); the
 * rest is counted as rejected, by reason, by the gate.
 */
export function createPlatformCounts({
  names,
  metrics,
  aggregator,
  gate,
  log,
  shouldLog,
}: PlatformCountsOptions): PlatformCounts {
  const countFailure = failureCounter({ names, metrics, aggregator });

  async function countReport(report: FailureReport, digest: string, code: string, trusted: boolean): Promise<void> {
    // A team's own failures (an override, a preview) would raise a release's failures with no mounts beside them.
    const from = uncountedFrom(report);
    if (from) return metrics.uncountedFailureReports.inc({ from });
    if (trusted) return countFailure(report, digest, code);
    // A remote's failure is a release's, which the page must have named; the host's and the registry's share a slot.
    const slot = report.culprit === 'remote' ? (report.remote ?? NO_REMOTE_SLOT) : NO_REMOTE_SLOT;
    if (gate.admit(gate.vouch(report.pageView), 'failure', slot, report.version) === 0) return;
    return countFailure(report, digest, code);
  }

  async function countTiming(beacon: TimingBeacon): Promise<void> {
    if (gate.admit(gate.vouch(beacon.pageView), 'timing', beacon.remote, beacon.version) === 0) return;
    const bounded = await names();
    const remote = bounded.remote(beacon.remote);
    const version = bounded.version(remote, beacon.version);
    metrics.loadTime.observe({ remote: remote ?? UNKNOWN_LABEL, version: version ?? UNKNOWN_LABEL }, beacon.ms / 1000);
    aggregator.countTiming(remote ?? UNKNOWN_REMOTE, version ?? '', beacon.load ?? UNTOLD_LOAD_KIND, beacon.ms);
  }

  async function countMounts(counts: MountCounts): Promise<void> {
    const by = gate.vouch(counts.pageView);
    const bounded = await names();
    for (const release of counts.mounts) {
      const counted = gate.admit(by, 'mount', release.remote, release.version, release.count);
      if (counted === 0) continue;
      const remote = bounded.remote(release.remote);
      const version = bounded.version(remote, release.version);
      metrics.mounts.inc({ remote: remote ?? UNKNOWN_LABEL, version: version ?? UNKNOWN_LABEL }, counted);
      aggregator.countMounts(remote ?? UNKNOWN_REMOTE, version ?? '', counted);
    }
  }

  // The intake does not wait for a count: one that fails is said in the log, never thrown at it.
  function safely(counting: Promise<void>): Promise<void> {
    return counting.catch((error: unknown) => {
      if (shouldLog('count-failed'))
        log.error({ err: error, ...logEvent('count-failed') }, 'a report, mount count or load time was not counted');
    });
  }

  return {
    countReport: (report, digest, code) => safely(countReport(report, digest, code, false)),
    countServerReport: (report, digest, code) => safely(countReport(report, digest, code, true)),
    countTiming: (beacon) => safely(countTiming(beacon)),
    countMounts: (counts) => safely(countMounts(counts)),
  };
}

/** Counts one failure that counts, into the metrics and the aggregates, under bounded names. */
function failureCounter({
  names,
  metrics,
  aggregator,
}: Pick<PlatformCountsOptions, 'names' | 'metrics' | 'aggregator'>) {
  return async (report: FailureReport, digest: string, code: string): Promise<void> => {
    const bounded = await names();
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
  };
}
