import { PAGE_VIEW_REJECTIONS } from '@mfp/shared/pageViews';
import type { EndedRolloutStatus, RemoteHealth, RolloutAnalysisStatus, RolloutStatus } from '@mfp/shared/status';
import type { RemoteReleases } from '@mfp/store/releases';
import type { Actor, RolloutAnalysis } from '@mfp/store/rollouts';

const figuresOf = ({ version, mounts, failures, loads }: RolloutAnalysis['rollout']) => ({
  version,
  mounts,
  failures: { load: failures.load ?? 0, render: failures.render ?? 0, 'server-render': failures['server-render'] ?? 0 },
  loads: { count: loads.count, p95Ms: loads.p95Ms },
});

const rejectedOf = (rejected: NonNullable<RolloutAnalysis['rejected']>) =>
  Object.fromEntries(PAGE_VIEW_REJECTIONS.map((reason) => [reason, rejected[reason] ?? 0])) as NonNullable<
    RolloutAnalysisStatus['rejected']
  >;

/**
 * An analysis as the status shows it: the figures the records kept, each group and reason named even when it counted
 * none; what was left out only when the record says (decision 0090).
 */
const analysisStatusOf = (analysis: RolloutAnalysis): RolloutAnalysisStatus => ({
  at: analysis.at,
  verdict: analysis.verdict,
  reasons: analysis.reasons,
  share: analysis.share,
  rollout: figuresOf(analysis.rollout),
  stable: figuresOf(analysis.stable),
  ...(analysis.rejected && { rejected: rejectedOf(analysis.rejected) }),
  ...(analysis.dropped !== undefined && { dropped: analysis.dropped }),
});

/** Over the API a token's id, locally the machine's user; the analysis names itself and its host. Never a token. */
const whoIs = (actor: Actor) =>
  actor.tokenId ?? (actor.user === 'rollout-analysis' ? `${actor.user} on ${actor.host}` : actor.user);

/**
 * A remote's rollout (decision 0074) as the status shows it: where the running one stands, with its release's health
 * (`healthOf` its version, checked like the live one's) and its last analysis, and the ended ones, the latest first,
 * with why and the deciding figures.
 */
export function rolloutStatusOf(
  releases: RemoteReleases,
  healthOf: (version: string) => RemoteHealth,
): {
  rollout?: RolloutStatus;
  rollouts?: EndedRolloutStatus[];
} {
  const { rollout, rollouts } = releases;
  const last = rollout?.analyses.at(-1);
  return {
    ...(rollout && {
      rollout: {
        version: rollout.version,
        share: rollout.steps[rollout.step] ?? 0,
        step: rollout.step + 1,
        steps: rollout.steps,
        state: rollout.state,
        intervalMs: rollout.intervalMs,
        startedAt: rollout.startedAt,
        startedBy: whoIs(rollout.startedBy),
        nextDecisionAt: rollout.nextDecisionAt,
        health: healthOf(rollout.version),
        ...(last && { lastAnalysis: analysisStatusOf(last) }),
      },
    }),
    ...(rollouts &&
      rollouts.length > 0 && {
        rollouts: rollouts.toReversed().map((ended) => ({
          version: ended.version,
          outcome: ended.outcome,
          by: ended.by,
          ...(ended.actor && { actor: whoIs(ended.actor) }),
          reason: ended.reason,
          at: ended.at,
          startedAt: ended.startedAt,
          share: ended.share,
          ...(ended.analysis && { analysis: analysisStatusOf(ended.analysis) }),
        })),
      }),
  };
}
