import type { FailureCode, FailureKind } from './failureCatalogue';

/** Body of `POST /_host/errors`. The server bounds every field; see `host/server` for the limits. */
export interface FailureReport {
  remote: string;
  version?: string;
  kind: FailureKind;
  code: FailureCode;
  message: string;
  stack?: string;
  url: string;
}

/** Answer of `POST /_host/errors`. */
export interface FailureReportAck {
  digest: string;
}

export const ERROR_REPORT_PATH = '/_host/errors';

/** Limits shared by the client (which truncates) and the server (which rejects). */
export const REPORT_LIMITS = {
  remote: 100,
  version: 64,
  message: 2_000,
  stack: 8_000,
  url: 2_000,
  /** Whole body in bytes; larger requests get 413. */
  body: 16_384,
} as const;
