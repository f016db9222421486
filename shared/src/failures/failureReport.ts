import * as z from 'zod/mini';
import { FAILURE_CODES, FAILURE_KINDS } from './failureCatalogue';
import { REPORT_LIMITS } from './failureReportHttp';
import { FAILURE_CULPRITS } from './failureCulprit';
import { pageViewFieldSchema } from '../pageViews/pageViewTokenSchema';

const text = (max: number) => z.string().check(z.maxLength(max));

/**
 * Body of `POST /_host/errors`: the one definition of the report. The browser builds it, the server validates it with
 * the JSON schema generated from it. `code` is optional because `kind` determines it: the server derives it, and
 * refuses a report that sends a code of another kind. Unknown fields are refused, so a client that drifts from the
 * contract hears about it instead of losing data. One flat object rather than a union per culprit, so a refusal names
 * the one field that is wrong; the pairing of `culprit` and `remote` is `culpritProblem`'s, checked like the code.
 */
export const failureReportSchema = z.strictObject({
  /** Who failed. A remote's report names the remote; a registry's may name the entry it is about; a host's none. */
  culprit: z.enum(FAILURE_CULPRITS),
  remote: z.optional(z.string().check(z.minLength(1), z.maxLength(REPORT_LIMITS.remote))),
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
  /**
   * Set when the tab previews a release (`?mfp-preview=`, decision 0076): a team's visit, not a user's. The server logs
   * such a report and answers it, and counts it nowhere, as one through an override (decision 0080).
   */
  preview: z.optional(z.literal(true)),
  /**
   * The digest the server gave this remote's failure on the server, when the slot failed there first and this is the
   * browser's own attempt failing too: the server logs the browser's line under that digest, so one incident has one
   * digest, once it finds that it gave it to this remote and version itself (decision 0068). Digests are decimal, 48
   * bits at most (decision 0015).
   */
  serverDigest: z.optional(z.string().check(z.regex(/^\d{1,15}$/))),
  /**
   * The token of the page the failure happened in (decision 0087). A report without one, or with one that does not
   * vouch for it, is answered and logged as ever, and not counted for the status page and the rollout analysis.
   */
  pageView: pageViewFieldSchema,
});

export type FailureReport = z.infer<typeof failureReportSchema>;

export const failureReportAckSchema = z.object({ digest: z.string().check(z.regex(/^\d+$/)) });

/** Answer of `POST /_host/errors`. */
export type FailureReportAck = z.infer<typeof failureReportAckSchema>;

/** What is wrong with the report's `culprit` and `remote` together, or undefined when they agree (see `Culprit`). */
export function culpritProblem({ culprit, remote }: Pick<FailureReport, 'culprit' | 'remote'>): string | undefined {
  if (culprit === 'remote' && remote === undefined) {
    return 'culprit "remote" needs the remote\'s name in "remote"';
  }
  if (culprit === 'host' && remote !== undefined) {
    return `culprit "host" names no remote, but "remote" is "${remote}"; leave "remote" out`;
  }
  return undefined;
}
