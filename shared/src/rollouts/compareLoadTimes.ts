import type { AnalysisThresholds } from './analysisThresholds';
import type { ReleaseSample } from './releaseSample';
import type { Verdict } from './rolloutSets';

/** The rollout's p95 load time against the stable one's, and what they say. */
export interface LoadComparison {
  verdict: Verdict;
  reason: string;
  rollout: ReleaseSample['loads'];
  stable: ReleaseSample['loads'];
}

/**
 * Compares p95 load times (decision 0073): `worse` when the rollout's is more than `maxP95Ratio` times the stable
 * one's and at least `minP95IncreaseMs` slower (the histograms' slots are about 1.5x wide, so a smaller change is
 * within their error); otherwise `as-good`; `inconclusive` with fewer than `minLoads` load times of either release.
 */
export function compareLoadTimes(
  rollout: ReleaseSample,
  stable: ReleaseSample,
  thresholds: AnalysisThresholds,
): LoadComparison {
  const loads = { rollout: rollout.loads, stable: stable.loads };
  const { minLoads, maxP95Ratio, minP95IncreaseMs } = thresholds;
  if (rollout.loads.count < minLoads || stable.loads.count < minLoads)
    return {
      ...loads,
      verdict: 'inconclusive',
      reason: `too few load times: ${rollout.loads.count} and ${stable.loads.count}, ${minLoads} each needed`,
    };
  const ratio = rollout.loads.p95Ms / Math.max(stable.loads.p95Ms, 1);
  const figures =
    `p95 load ${rollout.loads.p95Ms} ms against ${stable.loads.p95Ms} ms (${ratio.toFixed(2)}x, ` +
    `${maxP95Ratio}x allowed)`;
  const slower = rollout.loads.p95Ms - stable.loads.p95Ms >= minP95IncreaseMs;
  return { ...loads, verdict: ratio > maxP95Ratio && slower ? 'worse' : 'as-good', reason: figures };
}
