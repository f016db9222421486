/**
 * `@mfp/deploy`: the one deploy (decision 0035). The gate, publish and switch of a built remote, and rollback, called
 * by `npm run deploy` after its build and by the host server's deploy API after unpacking an upload. Node only.
 */
export { deployRemote, type BuiltRelease, type DeployRequest } from './release/deployRemote';
export type { DeployOutcome } from './release/announceDeploy';
export { switchRemote, type SwitchOutcome, type SwitchRequest } from './release/switchRemote';
export type { DeployEnvironment, ReleaseMaker } from './release/deployEnvironment';
export { DeployRefusal, GateRefusedError } from './refusal/deployRefusal';
export { refusalCodeOf } from './refusal/refusalCode';
export { isExpectedFailure, StageFailedError, STAGES, type Stage } from './release/stages';
export { defaultVersion } from './release/defaultVersion';
export { hostSharedVersions } from './gate/hostSharedVersions';
export { checkRelease, type GateInput, type GateResult } from './gate/checkRelease';
export { describeGateProblem, type GateProblem, type GateProblemKind } from './gate/gateProblem';
export { folderFiles, publishedFiles, type ReleaseFiles } from './gate/releaseFiles';
export { findPublicSourceMaps, type PublicSourceMaps } from './gate/publicSourceMaps';
export { uncheckedChunks, type NamedChunk } from './gate/uncheckedChunks';
export { requireLiveRelease } from './release/requireLiveRelease';
export { requireNoRollout } from './release/requireNoRollout';
export { changeRollout, type RolloutChangeContext } from './rollout/changeRollout';
export { rolloutStatusOf } from './rollout/rolloutStatus';
export { previewableVersion } from './preview/previewableVersion';
