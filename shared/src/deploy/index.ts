/** `@mfp/shared/deploy`: the deploy API's contract (paths, codes, answers) and the kit's stamp, for server and client. */
export {
  AUTHORIZATION_SCHEME,
  DEPLOY_API_BASE,
  DEPLOY_HEADERS,
  DEPLOY_QUERY,
  DEPLOY_UPLOAD_CONTENT_TYPE,
  deployApiPaths,
  MAX_PROVENANCE_LENGTH,
} from './deployApiPaths';
export { describeRollout } from './describeRollout';
export { formatDuration, parseDuration } from './duration';
export { GATE_REFUSALS, type GateRefusalKind } from './gateRefusals';
export { DEPLOY_ERROR_CODES, DEPLOY_ERRORS, isDeployErrorCode, type DeployErrorCode } from './deployErrorCodes';
export {
  deployAnswerSchema,
  deployErrorAnswerSchema,
  gateProblemAnswerSchema,
  provenanceSchema,
  registerRemoteAnswerSchema,
  registerRemoteRequestSchema,
  releaseAnswerSchema,
  releasesAnswerSchema,
  remoteAnswerSchema,
  remotesAnswerSchema,
  rollbackRequestSchema,
  type DeployAnswer,
  type DeployErrorAnswer,
  type GateProblemAnswer,
  type Provenance,
  type RegisterRemoteAnswer,
  type RegisterRemoteRequest,
  type ReleaseAnswer,
  type ReleasesAnswer,
  type RemoteAnswer,
  type RemotesAnswer,
  type RollbackRequest,
  type NotLiveAnswer,
} from './deployApiSchema';
export {
  previewAnswerSchema,
  previewRequestSchema,
  type PreviewAnswer,
  type PreviewLink,
  type PreviewRequest,
} from './previewApiSchema';
export { DEFAULT_PREVIEW_TTL_MS, previewTtlProblem } from './previewRules';
export {
  ROLLOUT_COMMANDS,
  rolloutRequestSchema,
  rolloutStatusAnswerSchema,
  type EndedRolloutAnswer,
  type RolloutAnswer,
  type RolloutCommandName,
  type RolloutRequest,
  type RolloutStatusAnswer,
} from './rolloutApiSchema';
export {
  compatibleKitRange,
  KIT_PACKAGE,
  KIT_STAMP_FILE,
  kitStampSchema,
  REMOTE_CONTRACT_VERSION,
  type KitStamp,
} from './kitStamp';
