import type { Actor, RolloutAnalysis } from '../records/deliveryRecordSchemas';
import type { ReleasesFile } from '../records/releasesFile';
import { endRollout } from './endRollout';
import { MAX_KEPT_ANALYSES } from './rolloutLimits';

/** What the analysis did with a rollout: nothing was due, it waits, it stepped up, or the rollout ended. */
export type RolloutDecision =
  | { kind: 'not-due' }
  | { kind: 'waiting'; analysis: RolloutAnalysis }
  | { kind: 'stepped'; share: number; analysis: RolloutAnalysis }
  | { kind: 'completed'; analysis: RolloutAnalysis }
  | { kind: 'aborted'; analysis: RolloutAnalysis };

/**
 * Applies one analysis to the remote's rollout, if it is still the one judged and its decision is due (another host may
 * have decided meanwhile: this runs under the records' lock, on the records as they are now). `worse` aborts;
 * `as-good` steps up, and after the last step the release goes live; `inconclusive` waits one more interval.
 */
export function decideRollout(
  releases: ReleasesFile,
  name: string,
  analysis: RolloutAnalysis,
  { now, actor }: { now: Date; actor: Actor },
): RolloutDecision {
  const rollout = releases.remotes[name]?.rollout;
  const due = rollout && rollout.state === 'running' && Date.parse(rollout.nextDecisionAt) <= now.getTime();
  if (!rollout || !due || rollout.version !== analysis.rollout.version) return { kind: 'not-due' };
  rollout.analyses = [...rollout.analyses, analysis].slice(-MAX_KEPT_ANALYSES);
  const next = new Date(now.getTime() + rollout.intervalMs).toISOString();
  const reason = analysis.reasons.join('; ');
  if (analysis.verdict === 'worse') {
    endRollout(releases, name, { outcome: 'aborted', by: 'analysis', reason, analysis, actor, now });
    return { kind: 'aborted', analysis };
  }
  if (analysis.verdict === 'inconclusive') {
    rollout.nextDecisionAt = next;
    return { kind: 'waiting', analysis };
  }
  if (rollout.step + 1 >= rollout.steps.length) {
    endRollout(releases, name, { outcome: 'completed', by: 'analysis', reason, analysis, actor, now });
    return { kind: 'completed', analysis };
  }
  rollout.step += 1;
  rollout.stepStartedAt = now.toISOString();
  rollout.nextDecisionAt = next;
  return { kind: 'stepped', share: rollout.steps[rollout.step]!, analysis };
}
