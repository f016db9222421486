import { logEvent } from '@mfp/shared/logs';
import type { Lease, ReleaseRecords } from '@mfp/store';
import type { FastifyBaseLogger } from 'fastify';

/** The lease one host server of the fleet holds to run the analysis. */
export const ANALYSIS_LEASE = 'rollout-analysis';

/** This server's hold on the analysis lease, asked for again at each round until it has it. */
export interface AnalysisLease {
  /** Whether this server runs the analysis now: keeps the lease it holds, or takes it if nobody does. */
  leading(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Holds the analysis lease across rounds: takes it when free, notices when it is lost (a lock not refreshed in time,
 * a database session ended) and asks again, saying each change in one `rollout-analysis-lease` line.
 */
export function analysisLease(
  records: Pick<ReleaseRecords, 'tryLease'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  staleMs: number | undefined,
): AnalysisLease {
  let lease: Lease | undefined;
  return {
    async leading() {
      if (lease && !lease.held()) {
        lease = undefined;
        log.warn(
          { ...logEvent('rollout-analysis-lease'), held: false },
          'rollout analysis: this server lost its lease',
        );
      }
      if (lease) return true;
      lease = await records.tryLease(ANALYSIS_LEASE, staleMs === undefined ? {} : { staleMs });
      if (lease)
        log.info({ ...logEvent('rollout-analysis-lease'), held: true }, 'rollout analysis: this server runs it now');
      return lease !== undefined;
    },
    async release() {
      await lease?.release();
      lease = undefined;
    },
  };
}
