/**
 * `@mfp/remote-kit/command`, for this repository's own commands only (never published, decision 0051): what every
 * command shares with `mfp`. Light on purpose: the host server loads it, so nothing here may load a bundler.
 */
export { UsageError, UserFacingError } from './userFacingError';
export { describeFailure, exitCodeOf, runCommand } from './runCommand';
export { parseCommandLine, usageError } from './parseCommandLine';
export { checkRemoteName } from './remoteNameArgument';
export { stopOnSignals, type StopOnSignals } from './stopOnSignals';
export { formatDuration, parseDuration } from './duration';
export { previewTtlOf, rolloutOptionsOf, type RolloutOptions } from './deliveryOptions';
export { describeRollout } from './describeRollout';
