import type { RemoteReleases } from '@mfp/store/releases';
import type { RolloutToJudge } from './analyseRollout';

/** The running rollouts whose decision is due at `now`, each with the live release it is judged against. */
export function dueRollouts(releases: { remotes: Record<string, RemoteReleases> }, now: Date): RolloutToJudge[] {
  return Object.entries(releases.remotes).flatMap(([remote, { live, rollout }]) =>
    rollout && rollout.state === 'running' && Date.parse(rollout.nextDecisionAt) <= now.getTime()
      ? [{ remote, live, rollout }]
      : [],
  );
}
