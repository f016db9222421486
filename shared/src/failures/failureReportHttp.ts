/**
 * The HTTP side of failure reports, kept apart from their schema (failureReport.ts): the browser needs the path and the
 * limits on every page, and importing them must not bring zod into the host's entry script.
 */
import { MAX_VERSION_LENGTH } from '../registry/version';

export const FAILURE_REPORT_PATH = '/_host/errors';

/** Limits shared by the client (which truncates) and the server (which rejects). */
export const REPORT_LIMITS = {
  remote: 100,
  version: MAX_VERSION_LENGTH,
  message: 2_000,
  stack: 8_000,
  url: 2_000,
  /** Whole body in bytes; larger requests get 413. */
  body: 16_384,
} as const;
