import { TIMING_BOUNDS_MS } from '@mfp/store/aggregates';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the registry gauges read at scrape time. */
export interface RegistryFacts {
  /** The revision this server serves, undefined before the first read. */
  revision(): string | undefined;
  /** Seconds since the store last confirmed it: 0 to REGISTRY_MAX_STALENESS_MS normally, growing in an outage. */
  ageSeconds(): number | undefined;
  /** The live release of each remote the registry lists, with when it went live. */
  live(): Promise<{ remote: string; version: string; deployedAt: string }[]>;
}

/**
 * The host server's metrics (prom-client), in a registry of its own per server instance: nothing global, so tests and
 * several servers in one process never mix their counts. Every label is bounded (decision 0045): routes are fastify's
 * route patterns, remotes and versions only those of the registry (`unknown` otherwise), kinds and codes the
 * catalogue's.
 */
export function createPlatformMetrics(registryFacts?: RegistryFacts) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'mfp_http_requests_total',
    help: 'HTTP requests answered by the host server, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const failureReports = new Counter({
    name: 'mfp_failure_reports_total',
    help: 'Failure reports answered with a digest, by remote, version, kind and code (unknown remotes and versions as "unknown")',
    labelNames: ['remote', 'version', 'kind', 'code'] as const,
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
  new Gauge({
    name: 'mfp_registry_info',
    help: 'The registry revision this server serves (value 1, the revision as a label)',
    labelNames: ['revision'] as const,
    registers,
    collect() {
      this.reset();
      const revision = registryFacts?.revision();
      if (revision !== undefined) this.set({ revision }, 1);
    },
  });
  new Gauge({
    name: 'mfp_registry_age_seconds',
    help: 'Seconds since the store last confirmed the registry this server serves',
    registers,
    collect() {
      const age = registryFacts?.ageSeconds();
      if (age !== undefined) this.set(age);
    },
  });

  new Gauge({
    name: 'mfp_remote_deployed_at_seconds',
    help: "When each remote's live version went live (Unix seconds), from the registry: alerts compare against it",
    labelNames: ['remote', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { remote, version, deployedAt } of (await registryFacts?.live()) ?? [])
        this.set({ remote, version }, Date.parse(deployedAt) / 1000);
    },
  });

  return { registry, httpRequests, failureReports, loadTime, storeErrors, droppedFailures };
}

export type PlatformMetrics = ReturnType<typeof createPlatformMetrics>;
