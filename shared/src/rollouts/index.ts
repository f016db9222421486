export { analysisThresholdsSchema, type AnalysisThresholds } from './analysisThresholds';
export { compareReleases, type ReleaseComparison } from './compareReleases';
export type { FailureComparison } from './compareFailureRates';
export type { LoadComparison } from './compareLoadTimes';
export type { LoadFigures, ReleaseSample } from './releaseSample';
export {
  ROLLOUT_ENDERS,
  ROLLOUT_OUTCOMES,
  ROLLOUT_STATES,
  ROLLOUT_VERDICTS,
  type RolloutEnder,
  type RolloutOutcome,
  type RolloutState,
  type Verdict,
} from './rolloutSets';
export {
  rolloutEnderSchema,
  rolloutOutcomeSchema,
  rolloutStateSchema,
  rolloutVerdictSchema,
} from './rolloutSetSchemas';
export {
  DEFAULT_ROLLOUT_INTERVAL_MS,
  DEFAULT_ROLLOUT_STEPS,
  MAX_ROLLOUT_INTERVAL_MS,
  MIN_ROLLOUT_INTERVAL_MS,
  rolloutIntervalSchema,
  rolloutStepsSchema,
} from './rolloutRules';
export { THRESHOLD_NAMES, thresholdOverridesSchema, type ThresholdOverrides } from './thresholdOverrides';
export { switchDuringRolloutMessage, type RolloutEndCommands } from './switchDuringRolloutMessage';
