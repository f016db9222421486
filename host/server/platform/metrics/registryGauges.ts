import { Gauge, type Registry } from 'prom-client';
import type { RegistryFacts } from './registryFacts';

/**
 * The gauges that say which registry this server serves, read from `facts` at each scrape: its revision, how long ago
 * the store confirmed it, and when each remote's live version went live. Without `facts` they stay empty.
 */
export function registerRegistryGauges(registers: Registry[], facts: RegistryFacts | undefined): void {
  new Gauge({
    name: 'mfp_registry_info',
    help: 'The registry revision this server serves (value 1, the revision as a label)',
    labelNames: ['revision'] as const,
    registers,
    collect() {
      this.reset();
      const revision = facts?.revision();
      if (revision !== undefined) this.set({ revision }, 1);
    },
  });
  new Gauge({
    name: 'mfp_registry_age_seconds',
    help: 'Seconds since the store last confirmed the registry this server serves',
    registers,
    collect() {
      const age = facts?.ageSeconds();
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
      for (const { remote, version, deployedAt } of (await facts?.live()) ?? [])
        this.set({ remote, version }, Date.parse(deployedAt) / 1000);
    },
  });
}
