import { RELEASE_FAILURE_GROUPS } from '../failures';
import type { AnalysisThresholds } from './analysisThresholds';
import { compareFailureRates, type FailureComparison } from './compareFailureRates';
import { compareLoadTimes, type LoadComparison } from './compareLoadTimes';
import type { ReleaseSample } from './releaseSample';
import type { Verdict } from './rolloutSets';

/** The analysis of one interval of a rollout: the verdict, why, and every figure behind it. */
export interface ReleaseComparison {
  verdict: Verdict;
  /** The comparisons that decided: the worse ones, the inconclusive ones, or all of them when it is as good. */
  reasons: string[];
  failures: FailureComparison[];
  loads: LoadComparison;
}

/**
 * Compares a rollout's release with the stable one over the same window (decision 0073): worse if any failure group
 * or the load time is worse; as good only if every one is; inconclusive otherwise, which is not a pass.
 */
export function compareReleases(
  rollout: ReleaseSample,
  stable: ReleaseSample,
  thresholds: AnalysisThresholds,
): ReleaseComparison {
  const failures = RELEASE_FAILURE_GROUPS.map((group) => compareFailureRates(group, rollout, stable, thresholds));
  const loads = compareLoadTimes(rollout, stable, thresholds);
  const all = [...failures, loads];
  const having = (verdict: Verdict) => all.filter((comparison) => comparison.verdict === verdict);
  const verdict: Verdict =
    having('worse').length > 0 ? 'worse' : having('inconclusive').length > 0 ? 'inconclusive' : 'as-good';
  const deciding = verdict === 'as-good' ? all : having(verdict);
  return { verdict, reasons: deciding.map((comparison) => comparison.reason), failures, loads };
}
