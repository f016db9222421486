import { LOAD_KINDS, type LoadKind } from './loadKinds';
import type { AnalysisThresholds } from './analysisThresholds';
import type { LoadFigures, ReleaseSample } from './releaseSample';
import type { Verdict } from './rolloutSets';

/** One load kind's p95s, side by side, and what they say. */
interface KindComparison {
  verdict: Verdict;
  reason: string;
}

/** The rollout's p95 load times against the stable one's, kind by kind, and what they say. */
export interface LoadComparison {
  verdict: Verdict;
  reason: string;
  rollout: ReleaseSample['loads'];
  stable: ReleaseSample['loads'];
  byKind: Record<LoadKind, KindComparison>;
}

/**
 * Compares one kind's p95s (decision 0073): `worse` when the rollout's is more than `maxP95Ratio` times the stable
 * one's and at least `minP95IncreaseMs` slower (the histograms' slots are about 1.5x wide, so a smaller change is
 * within their error); otherwise `as-good`; `inconclusive` with fewer than `minLoads` of that kind on either side.
 */
function compareKind(kind: LoadKind, rollout: LoadFigures, stable: LoadFigures, thresholds: AnalysisThresholds) {
  const { minLoads, maxP95Ratio, minP95IncreaseMs } = thresholds;
  if (rollout.count < minLoads || stable.count < minLoads)
    return {
      verdict: 'inconclusive',
      reason: `too few ${kind} load times: ${rollout.count} and ${stable.count}, ${minLoads} each needed`,
    } satisfies KindComparison;
  const ratio = rollout.p95Ms / Math.max(stable.p95Ms, 1);
  const slower = rollout.p95Ms - stable.p95Ms >= minP95IncreaseMs;
  return {
    verdict: ratio > maxP95Ratio && slower ? 'worse' : 'as-good',
    reason:
      `p95 ${kind} load ${rollout.p95Ms} ms against ${stable.p95Ms} ms (${ratio.toFixed(2)}x, ` +
      `${maxP95Ratio}x allowed)`,
  } satisfies KindComparison;
}

/**
 * Compares load times like with like (decision 0091): the rollout's first loads with the stable release's first loads,
 * later with later, each kind only when both sides have `minLoads` of it. A new release has mostly first loads and the
 * stable one mostly later ones; their p95s together would compare cold caches with warm ones. `worse` if any kind
 * compared is worse; `inconclusive` if no kind has enough on both sides; otherwise `as-good`.
 */
export function compareLoadTimes(
  rollout: ReleaseSample,
  stable: ReleaseSample,
  thresholds: AnalysisThresholds,
): LoadComparison {
  const byKind = Object.fromEntries(
    LOAD_KINDS.map((kind) => [
      kind,
      compareKind(kind, rollout.loads.byKind[kind], stable.loads.byKind[kind], thresholds),
    ]),
  ) as Record<LoadKind, KindComparison>;
  const kinds = LOAD_KINDS.map((kind) => byKind[kind]);
  const worse = kinds.filter((kind) => kind.verdict === 'worse');
  const verdict: Verdict =
    worse.length > 0 ? 'worse' : kinds.every((kind) => kind.verdict === 'inconclusive') ? 'inconclusive' : 'as-good';
  const reason = (worse.length > 0 ? worse : kinds).map((kind) => kind.reason).join('; ');
  return { verdict, reason, rollout: rollout.loads, stable: stable.loads, byKind };
}
