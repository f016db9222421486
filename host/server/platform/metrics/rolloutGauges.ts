import { Gauge, type Registry } from 'prom-client';
import type { RolloutFacts } from './rolloutFacts';

/**
 * The gauges of running rollouts, read from `facts` at each scrape, one series per remote with a rollout (at most one
 * each, so the labels stay bounded by the remotes): its share of visitors, whether it is paused, and when the
 * analysis next judges it, which an alert compares with the time to find an analysis that stopped.
 */
export function registerRolloutGauges(registers: Registry[], facts: RolloutFacts | undefined): void {
  // One read per scrape, shared by the three gauges (a scrape collects them together), forgotten right after.
  let reading: ReturnType<RolloutFacts['rollouts']> | undefined;
  const rollouts = () => {
    reading ??= (facts?.rollouts() ?? Promise.resolve([])).finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'mfp_rollout_share',
    help: "Share of visitors (percent) a remote's running rollout serves its release to",
    labelNames: ['remote', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { remote, version, share } of await rollouts()) this.set({ remote, version }, share);
    },
  });
  new Gauge({
    name: 'mfp_rollout_paused',
    help: 'Whether a remote’s rollout is paused (1) or running (0)',
    labelNames: ['remote', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { remote, version, paused } of await rollouts()) this.set({ remote, version }, paused ? 1 : 0);
    },
  });
  new Gauge({
    name: 'mfp_rollout_next_decision_seconds',
    help: "When the analysis next judges a remote's rollout (Unix seconds); long past means no server runs it",
    labelNames: ['remote', 'version'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { remote, version, nextDecisionAt } of await rollouts())
        this.set({ remote, version }, Date.parse(nextDecisionAt) / 1000);
    },
  });
}
