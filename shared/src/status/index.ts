/** `@mfp/shared/status`: the platform team's views (status, metrics) and the browsers' load timings and mount counts, for both sides. */
export {
  ADMIN_LOGIN_PATH,
  DEFAULT_TIMING_SAMPLE_RATE,
  METRICS_PATH,
  MOUNT_COUNTS_PATH,
  MOUNT_FLUSH_DELAY_MS,
  MOUNT_LIMITS,
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
export { LOAD_KINDS, UNTOLD_LOAD_KIND, type LoadKind } from '../rollouts/loadKinds';
export { mountCountsSchema, type MountCounts } from './mountCounts';
export {
  failureGroupSchema,
  loadTimesSchema,
  platformStatusSchema,
  remoteStatusSchema,
  versionMountsSchema,
  type FailureGroup,
  type LoadTimes,
  type PlatformStatus,
  type RemoteStatus,
  type VersionMounts,
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
export { remoteHealthSchema, type RemoteHealth } from './remoteHealth';
export { BYTES_PER_KB } from './bytesPerKb';
export { describeBytes } from './describeBytes';
