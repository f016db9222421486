import type { ReleaseFailureGroup } from '../failures';
import type { AnalysisThresholds } from './analysisThresholds';
import { rateDifference, type RateDifference } from './rateDifference';
import type { ReleaseSample } from './releaseSample';
import type { Verdict } from './rolloutSets';

/** One group's failure rates of the rollout's release and the stable one, and what they say. */
export interface FailureComparison {
  group: ReleaseFailureGroup;
  verdict: Verdict;
  reason: string;
  rollout: { failures: number; mounts: number };
  stable: { failures: number; mounts: number };
  /** The rollout's rate minus the stable one's, with its interval; absent while there are too few mounts. */
  difference?: RateDifference;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;
// A mount reports a failure at most once per group; more means reports of mounts outside the window.
const counted = (sample: ReleaseSample, group: ReleaseFailureGroup) => ({
  failures: Math.min(sample.failures[group], sample.mounts),
  mounts: sample.mounts,
});

/**
 * Compares one group's failure rate (decision 0073): `worse` when the rollout's rate is higher with confidence (the
 * interval of the difference is above 0) and by more than `maxFailureRateIncrease`; `as-good` when the whole interval
 * is under that increase; otherwise, or with fewer than `minMounts` mounts of either release, `inconclusive`.
 */
export function compareFailureRates(
  group: ReleaseFailureGroup,
  rollout: ReleaseSample,
  stable: ReleaseSample,
  thresholds: AnalysisThresholds,
): FailureComparison {
  const counts = { rollout: counted(rollout, group), stable: counted(stable, group) };
  const { minMounts, maxFailureRateIncrease: allowed, z } = thresholds;
  if (rollout.mounts < minMounts || stable.mounts < minMounts)
    return {
      group,
      ...counts,
      verdict: 'inconclusive',
      reason: `too few mounts to compare ${group} failures: ${rollout.mounts} and ${stable.mounts}, ${minMounts} each needed`,
    };
  const difference = rateDifference(
    { events: counts.rollout.failures, trials: counts.rollout.mounts },
    { events: counts.stable.failures, trials: counts.stable.mounts },
    z,
  );
  const figures =
    `${group} failures ${counts.rollout.failures}/${counts.rollout.mounts} against ${counts.stable.failures}/` +
    `${counts.stable.mounts}: ${percent(difference.difference)} more (${percent(difference.lower)} to ` +
    `${percent(difference.upper)}), ${percent(allowed)} allowed`;
  if (difference.lower > 0 && difference.difference > allowed)
    return { group, ...counts, difference, verdict: 'worse', reason: figures };
  if (difference.upper <= allowed) return { group, ...counts, difference, verdict: 'as-good', reason: figures };
  return { group, ...counts, difference, verdict: 'inconclusive', reason: `${figures}; not yet sure` };
}
