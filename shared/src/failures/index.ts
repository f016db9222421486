export {
  FAILURE_CATALOGUE,
  FAILURE_CODES,
  FAILURE_KINDS,
  failureCode,
  type FailureCode,
  type FailureKind,
} from './failureCatalogue';
export { FAILURE_POLICY, failurePolicy, type FailurePolicy } from './failurePolicy';
export { FAILURE_CULPRITS, culpritIdentity, type Culprit, type FailureCulprit } from './failureCulprit';
export { FAILURE_REPORT_PATH, REPORT_LIMITS } from './failureReportHttp';
export {
  culpritProblem,
  failureReportAckSchema,
  failureReportSchema,
  type FailureReport,
  type FailureReportAck,
} from './failureReport';
export { PlatformFailure, isPlatformFailure, type PlatformFailureInit } from './PlatformFailure';
export { SERVER_RENDER_FAILURE_KINDS, type ServerRenderFailureKind } from './serverRenderFailureKinds';
export { RELEASE_FAILURE_GROUPS, releaseFailureGroup, type ReleaseFailureGroup } from './releaseFailureGroup';
