import { analysisThresholdsSchema, compareReleases, type AnalysisThresholds } from '@mfp/shared/rollouts';
import type { AggregateBatch } from '@mfp/store/aggregates';
import type { RolloutAnalysis, RolloutRecord } from '@mfp/store/rollouts';
import { analysisWindowOf } from './analysisWindow';
import { releaseSampleOf } from '../platform/status/releaseSampleOf';
import { samplesLeftOutOf } from './samplesLeftOut';
import { withinWindow } from './withinWindow';

export interface RolloutToJudge {
  remote: string;
  /** The live release: the stable side of the comparison. */
  live: string;
  rollout: RolloutRecord;
}

/**
 * Judges a rollout on the counts of every host (decision 0073's rule, `compareReleases`): its release against the live
 * one over the rollout so far, with the settings' thresholds under the rollout's own. The result is the analysis the
 * records keep, which `decideRollout` applies, with what its counts left out (`samplesLeftOutOf`, decision 0090).
 */
export function analyseRollout(
  { remote, live, rollout }: RolloutToJudge,
  batch: AggregateBatch,
  thresholds: Partial<AnalysisThresholds>,
  now: Date,
): RolloutAnalysis {
  const counts = withinWindow(batch, analysisWindowOf(rollout.startedAt));
  const rolloutSample = releaseSampleOf(counts, remote, rollout.version);
  const stableSample = releaseSampleOf(counts, remote, live);
  const rule = analysisThresholdsSchema.parse({ ...thresholds, ...rollout.thresholds });
  const { verdict, reasons } = compareReleases(rolloutSample, stableSample, rule);
  return {
    at: now.toISOString(),
    verdict,
    reasons,
    share: rollout.steps[rollout.step] ?? 0,
    rollout: { ...rolloutSample },
    stable: { ...stableSample },
    ...samplesLeftOutOf(counts, remote, [rollout.version, live]),
  };
}
