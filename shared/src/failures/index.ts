export {
  FAILURE_CATALOGUE,
  FAILURE_CODES,
  FAILURE_KINDS,
  failureCode,
  type FailureCode,
  type FailureKind,
} from './failureCatalogue';
export { FAILURE_POLICY, failurePolicy, type FailurePolicy } from './failurePolicy';
export { FAILURE_SOURCES, type FailureSource } from './failureSource';
export { ERROR_REPORT_PATH, REPORT_LIMITS } from './failureReportHttp';
export {
  failureReportAckSchema,
  failureReportSchema,
  type FailureReport,
  type FailureReportAck,
} from './failureReport';
export { PlatformFailure, isPlatformFailure, type PlatformFailureInit } from './PlatformFailure';
