import * as z from 'zod/mini';
import { FAILURE_CODES, FAILURE_KINDS } from './failureCatalogue';
import { REPORT_LIMITS } from './failureReportHttp';
import { FAILURE_SOURCES } from './failureSource';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * Body of `POST /_host/errors`: the one definition of the report. The browser builds it, the server validates it with
 * the JSON schema generated from it. `code` is optional because `kind` determines it: the server derives it, and
 * refuses a report that sends a code of another kind. Unknown fields are refused, so a client that drifts from the
 * contract hears about it instead of losing data.
 */
export const failureReportSchema = z.strictObject({
  source: z.enum(FAILURE_SOURCES),
  remote: z.string().check(z.minLength(1), z.maxLength(REPORT_LIMITS.remote)),
  version: z.optional(text(REPORT_LIMITS.version)),
  kind: z.enum(FAILURE_KINDS),
  code: z.optional(z.enum(FAILURE_CODES)),
  message: text(REPORT_LIMITS.message),
  stack: z.optional(text(REPORT_LIMITS.stack)),
  url: text(REPORT_LIMITS.url),
  /**
   * Set when the failed release is the live one and the host showed the user its last known-good release instead: that
   * release's version. Absent when the user saw the fallback screen.
   */
  servedFallback: z.optional(text(REPORT_LIMITS.version)),
  /** The manifest URL a `?mf-override=` loaded the remote from, when the failing remote was overridden. */
  override: z.optional(text(REPORT_LIMITS.url)),
});

export type FailureReport = z.infer<typeof failureReportSchema>;

export const failureReportAckSchema = z.object({ digest: z.string().check(z.regex(/^\d+$/)) });

/** Answer of `POST /_host/errors`. */
export type FailureReportAck = z.infer<typeof failureReportAckSchema>;
