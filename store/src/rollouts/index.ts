/**
 * `@mfp/store/rollouts`: safe delivery's records (decision 0074): a remote's rollout started, changed by a command,
 * decided by the analysis, and ended; each a change of the releases to run through `updateReleases`, so that the
 * registry switches in the same write.
 */
export type {
  Actor,
  EndedRollout,
  PublishedRelease,
  RolloutAnalysis,
  RolloutRecord,
  ThresholdOverrides,
} from '../records/deliveryRecordSchemas';
export { thresholdOverridesSchema } from '../records/deliveryRecordSchemas';
export { commandRollout, type RolloutCommand, type RolloutCommandResult } from './commandRollout';
export { decideRollout, type RolloutDecision } from './decideRollout';
export { isPublishedRelease } from './isPublishedRelease';
export {
  DEFAULT_ROLLOUT_INTERVAL_MS,
  DEFAULT_ROLLOUT_STEPS,
  MAX_ROLLOUT_INTERVAL_MS,
  MIN_ROLLOUT_INTERVAL_MS,
} from './rolloutLimits';
export { startRollout, type RolloutStart } from './startRollout';
