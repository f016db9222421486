import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform';
import { createRolloutAnalysis, type RolloutAnalysisOptions } from './rolloutAnalysisLoop';

/** What a host server's options give the analysis; the server adds its log, clock and metrics. */
export type RolloutAnalysisSettings = Omit<RolloutAnalysisOptions, 'log' | 'now' | 'onDecision' | 'onStoreError'>;

/**
 * Runs the rollout analysis in this host server (decision 0078): it asks for the lease from the moment the server is
 * ready, and lets go when it closes. Decisions and failed rounds are counted in the platform's metrics when the
 * server has them.
 */
export function withRolloutAnalysis(
  app: FastifyInstance,
  settings: RolloutAnalysisSettings,
  platform: Platform | undefined,
): void {
  const analysis = createRolloutAnalysis({
    ...settings,
    log: app.log,
    ...(platform && {
      now: platform.now,
      onDecision: (remote, decision) => platform.metrics.rolloutDecisions.inc({ remote, decision }),
      onStoreError: (error) => platform.storeError('rollout-analysis', error),
    }),
  });
  app.addHook('onReady', async () => {
    analysis.start();
    // The first round now, not a tick later: a host that starts during a rollout picks it up at once.
    void analysis.tick();
  });
  app.addHook('onClose', () => analysis.close());
}
