/**
 * `@mfp/settings/command`: what every command of the platform shares, `mfp` included (decision 0081): the user-facing
 * errors and their exit codes, the one command-line parser, the delivery options, and the one clean stop on a signal.
 * Light on purpose: the host server loads it, so nothing here may load a bundler.
 */
export { UsageError, UserFacingError } from './userFacingError';
export { describeFailure, exitCodeOf, runCommand } from './runCommand';
export { parseCommandLine, usageError } from './parseCommandLine';
export { checkRemoteName } from './remoteNameArgument';
export { stopOnSignals, type StopOnSignals } from './stopOnSignals';
export { previewTtlOf, rolloutOptionsOf, type RolloutOptions } from './deliveryOptions';
