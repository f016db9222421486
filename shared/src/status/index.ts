/** `@mfp/shared/status`: the platform team's views (status, metrics) and the browsers' load timings, for both sides. */
export {
  ADMIN_LOGIN_PATH,
  DEFAULT_TIMING_SAMPLE_RATE,
  METRICS_PATH,
  STATUS_API_PATH,
  STATUS_PAGE_PATH,
  TIMING_BEACON_PATH,
  TIMING_LIMITS,
} from './statusHttp';
export {
  LOAD_SOURCES,
  LOAD_TRIGGERS,
  timingBeaconSchema,
  type LoadSource,
  type LoadTrigger,
  type TimingBeacon,
} from './timingBeacon';
export {
  failureGroupSchema,
  loadTimesSchema,
  platformStatusSchema,
  remoteHealthSchema,
  remoteStatusSchema,
  type FailureGroup,
  type LoadTimes,
  type PlatformStatus,
  type RemoteHealth,
  type RemoteStatus,
} from './platformStatus';
export {
  endedRolloutStatusSchema,
  rolloutAnalysisStatusSchema,
  rolloutStatusSchema,
  unreleasedStatusSchema,
  type EndedRolloutStatus,
  type RolloutAnalysisStatus,
  type RolloutStatus,
  type UnreleasedStatus,
} from './rolloutStatus';
export { BYTES_PER_KB } from './bytesPerKb';
export { describeBytes } from './describeBytes';
