import type { LiveRegistry } from '../../registry/liveRegistry';

/** What the registry gauges read at scrape time. */
export interface RegistryFacts {
  /** The revision this server serves, undefined before the first read. */
  revision(): string | undefined;
  /** Seconds since the store last confirmed it: 0 to REGISTRY_MAX_STALENESS_MS normally, growing in an outage. */
  ageSeconds(): number | undefined;
  /** The live release of each remote the registry lists, with when it went live. */
  live(): Promise<{ remote: string; version: string; deployedAt: string }[]>;
}

/** The facts of the registry this server serves, from memory: reading them never waits on the store. */
export function registryFactsOf(registry: Pick<LiveRegistry, 'freshness' | 'current'>): RegistryFacts {
  return {
    revision: () => registry.freshness().revision,
    ageSeconds: () => {
      const { ageMs } = registry.freshness();
      return ageMs === undefined ? undefined : ageMs / 1000;
    },
    live: async () =>
      (await registry.current()).page.entries.flatMap(({ name, version, deployedAt }) =>
        version !== undefined && deployedAt !== undefined ? [{ remote: name, version, deployedAt }] : [],
      ),
  };
}
