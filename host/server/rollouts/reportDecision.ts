import { logEvent } from '@mfp/shared/logs';
import type { AuditEntry } from '@mfp/store/control';
import type { RolloutDecision } from '@mfp/store/rollouts';
import type { FastifyBaseLogger } from 'fastify';
import type { RolloutToJudge } from './analyseRollout';
import { describeAnalysis } from './describeAnalysis';

/** Where a decision is told: the log, the audit trail (which never rejects), the metrics. */
export interface DecisionSinks {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  audit(entry: AuditEntry): Promise<void>;
  counted(remote: string, decision: RolloutDecision['kind']): void;
}

const AUDITED = { stepped: 'rollout-step', completed: 'rollout-complete', aborted: 'rollout-abort' } as const;

/**
 * Tells what the analysis did with a rollout (decision 0078): one log line per decision, with the remote, both
 * versions, the share, the verdict, the reasons and both releases' figures (an abort as a warning); an audit entry for
 * a step, a completion or an abort, with the same figures. A rollout another host decided meanwhile (`not-due`) is
 * only a debug line.
 */
export async function reportDecision(
  judged: RolloutToJudge,
  decision: RolloutDecision,
  at: Date,
  sinks: DecisionSinks,
): Promise<void> {
  const { remote, live, rollout } = judged;
  const at_ = `${remote}@${rollout.version}`;
  if (decision.kind === 'not-due') {
    sinks.log.debug({ remote, version: rollout.version }, `rollout of ${at_}: decided by another host meanwhile`);
    return;
  }
  sinks.counted(remote, decision.kind);
  const { analysis } = decision;
  const fields = {
    remote,
    version: rollout.version,
    stable: live,
    share: analysis.share,
    verdict: analysis.verdict,
    reasons: analysis.reasons,
    figures: { rollout: analysis.rollout, stable: analysis.stable },
  };
  const why = analysis.reasons.join('; ');
  switch (decision.kind) {
    case 'aborted':
      sinks.log.warn(
        { ...logEvent('rollout-aborted'), ...fields },
        `rollout of ${at_} aborted at ${analysis.share}%, ${remote}@${live} serves everyone again: ${why}`,
      );
      break;
    case 'stepped':
      sinks.log.info(
        { ...logEvent('rollout-stepped'), ...fields, nextShare: decision.share },
        `rollout of ${at_} as good as ${live} at ${analysis.share}%: up to ${decision.share}%`,
      );
      break;
    case 'completed':
      sinks.log.info(
        { ...logEvent('rollout-completed'), ...fields },
        `rollout of ${at_} as good as ${live} at ${analysis.share}%: ${rollout.version} is live`,
      );
      break;
    case 'waiting':
      sinks.log.info(
        { ...logEvent('rollout-waiting'), ...fields },
        `rollout of ${at_} inconclusive at ${analysis.share}%, judged again in ${rollout.intervalMs} ms: ${why}`,
      );
      return;
  }
  await sinks.audit({
    at: at.toISOString(),
    action: AUDITED[decision.kind],
    result: 'ok',
    remote,
    version: rollout.version,
    detail: describeAnalysis(analysis),
  });
}
