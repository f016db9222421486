import type { EndedRolloutAnswer, RolloutAnswer, RolloutStatusAnswer } from '@mfp/shared/deploy';
import type { RemoteReleases } from '@mfp/store/releases';
import type { EndedRollout, RolloutAnalysis, RolloutRecord } from '@mfp/store/rollouts';

/** An analysis as the API shows it: the figures, why, and what it left out, never more than the records hold. */
const analysisOf = ({ at, verdict, reasons, share, rollout, stable, rejected, dropped }: RolloutAnalysis) => ({
  at,
  verdict,
  reasons,
  share,
  rollout,
  stable,
  ...(rejected && { rejected }),
  ...(dropped !== undefined && { dropped }),
});

const actorOf = ({ user, host, tokenId }: RolloutRecord['startedBy']) => ({
  user,
  host,
  ...(tokenId !== undefined && { tokenId }),
});

function rolloutOf(rollout: RolloutRecord): RolloutAnswer {
  const { version, steps, step, intervalMs, state, startedAt, stepStartedAt, nextDecisionAt, thresholds } = rollout;
  return {
    version,
    steps,
    step,
    share: steps[step] ?? 0,
    intervalMs,
    state,
    startedAt,
    stepStartedAt,
    nextDecisionAt,
    ...(thresholds && Object.keys(thresholds).length > 0 && { thresholds: thresholds as Record<string, number> }),
    startedBy: actorOf(rollout.startedBy),
    analyses: rollout.analyses.map(analysisOf),
  };
}

const endedOf = (ended: EndedRollout): EndedRolloutAnswer => {
  const { version, outcome, by, reason, at, startedAt, share, analysis } = ended;
  return { version, outcome, by, reason, at, startedAt, share, ...(analysis && { analysis: analysisOf(analysis) }) };
};

/**
 * A remote's rollout as the deploy API answers it and `mfp rollout status` and `npm run deploy -- <remote> --rollout
 * status` print it: the running one (its share is its current step's), and the ended ones, newest first.
 */
export function rolloutStatusOf(remote: string, releases: RemoteReleases | undefined): RolloutStatusAnswer {
  return {
    ok: true,
    remote,
    ...(releases?.live !== undefined && { live: releases.live }),
    ...(releases?.rollout && { rollout: rolloutOf(releases.rollout) }),
    ended: [...(releases?.rollouts ?? [])].reverse().map(endedOf),
  };
}
