import { withoutPreviewValue } from '@mfp/shared/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FAILURE_REPORT_PATH,
  REPORT_LIMITS,
  SERVER_RENDER_FAILURE_KINDS,
  culpritIdentity,
  culpritProblem,
  failureCode,
  type FailureCode,
  type FailureReport,
  type FailureReportAck,
} from '@mfp/shared/failures';
import { computeDigest } from './digest';
import { acceptJsonReportsOnly } from './failureReportBodyParser';
import { failureReportErrorHandler } from './failureReportErrors';
import { limitReportRate } from './failureReportRateLimit';
import { failureReportAckJsonSchema, failureReportBodyJsonSchema } from './failureReportSchema';
import { boundReportIntake, type ReportIntake } from './reportIntake';
import type { RecentServerFailures } from './recentServerFailures';
import { requestIdOf } from '../http/requestId';
import { logEvent, type LogEvent } from '@mfp/shared/logs';

/** Headers are not bounded by REPORT_LIMITS; this keeps one odd client from bloating every line it causes. */
const USER_AGENT_LIMIT = 512;

/**
 * The log record a report becomes: one line that a digest shown to a user leads back to. Absent optional values are
 * `null` rather than left out, so every record has the same fields for log queries.
 */
export interface PlatformFailureLogRecord {
  event: Extract<LogEvent, 'platform-failure'>;
  /**
   * Who saw it: a browser (`POST /_host/errors`), so every field but `digest`, `code` and `userAgent` is its word; or
   * the server, for a remote's server render (`reportServerFailure`).
   */
  source: 'client' | 'server';
  digest: string;
  /** What failed: a remote, the registry or the host itself. */
  culprit: FailureReport['culprit'];
  /** The remote's name; for the registry, the entry the failure is about, if any; null for the host. */
  remote: string | null;
  version: string | null;
  kind: FailureReport['kind'];
  code: FailureCode;
  message: string;
  stack: string | null;
  pageUrl: string;
  userAgent: string | null;
  /** The request's `x-request-id` (requestId.ts), which leads a caller to its own line; null when absent or malformed. */
  requestId: string | null;
  /** The version the user was shown instead of the failed live release (last known-good), or null if none was. */
  servedFallback: string | null;
  /** The manifest URL of a `?mf-override=` the failing remote was loaded through; null for the registry's entry. */
  override: string | null;
  /**
   * Whether the report came from a tab that previews a release (its `preview`), or the page the server rendered had a
   * preview link. Such a failure, like one through an override, is logged and not counted (decision 0080).
   */
  preview: boolean;
  /**
   * Set on a browser's failure of a slot that failed on the server first (its report's `serverDigest`): `matched` when
   * this server gave that digest to that remote and version lately, so the line carries the server's digest (one
   * incident, one digest); `unmatched` otherwise, when the line carries its own digest and the claim is left out, so
   * no browser can put a digest of its choosing on a line (decision 0068). Null for every other report.
   */
  serverFailure: 'matched' | 'unmatched' | null;
}

export interface FailureReportRouteOptions {
  /** Reports one client (IP) may send per minute; see DEFAULT_FAILURE_REPORTS_PER_MINUTE in reportLimits.ts. */
  reportsPerMinute: number;
  /** Report lines per minute from all clients; see DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE in reportLimits.ts. */
  globalReportsPerMinute: number;
  /** Key of the digests (digest.ts). */
  digestSecret: string;
  /**
   * Told of every report answered with its digest (logged, or a repeat within the budget), for the counts of the status
   * page and the metrics, which leave out a developer's (`uncountedFrom`). Not told of a server failure told back (a
   * `server-*` kind under a digest this server gave): the server counted it when it happened. Must not wait on
   * anything: the answer does not wait for it.
   */
  onReport?: (report: FailureReport, digest: string) => void;
  /** The digests this server gave remotes' server renders lately, which a report's `serverDigest` must be one of. */
  serverFailures?: Pick<RecentServerFailures, 'gave'>;
}

/**
 * `POST /_host/errors`: the boundary reports each remote failure once; the server logs it and answers with its digest.
 * Registered as an encapsulated plugin so its stricter body parsing, rate limit and report-specific error messages
 * stay local.
 */
export async function failureReportRoute(
  app: FastifyInstance,
  { reportsPerMinute, globalReportsPerMinute, ...options }: FailureReportRouteOptions,
): Promise<void> {
  acceptJsonReportsOnly(app);
  app.setErrorHandler(failureReportErrorHandler);
  await limitReportRate(app, reportsPerMinute);
  const intake = boundReportIntake(app, globalReportsPerMinute);

  app.post<{ Body: FailureReport; Reply: FailureReportAck | { error: string } }>(FAILURE_REPORT_PATH, {
    bodyLimit: REPORT_LIMITS.body,
    schema: { body: failureReportBodyJsonSchema, response: { 200: failureReportAckJsonSchema } },
    handler: (request, reply) => receiveReport(request, reply, options, intake),
  });
}

async function receiveReport(
  request: FastifyRequest<{ Body: FailureReport }>,
  reply: FastifyReply,
  {
    digestSecret,
    onReport,
    serverFailures,
  }: Omit<FailureReportRouteOptions, 'reportsPerMinute' | 'globalReportsPerMinute'>,
  intake: ReportIntake,
) {
  const report = request.body;
  // The kind determines the code: a client need not send it, and one that sends another kind's code is refused.
  const expectedCode = failureCode(report.kind);
  if (report.code !== undefined && report.code !== expectedCode) {
    return reply.code(400).send({
      error: `invalid failure report: code "${report.code}" does not belong to kind "${report.kind}", whose code is "${expectedCode}". Take the code from FAILURE_CATALOGUE in @mfp/shared.`,
    });
  }
  const culpritMismatch = culpritProblem(report);
  if (culpritMismatch) {
    return reply.code(400).send({ error: `invalid failure report: ${culpritMismatch}. See Culprit in @mfp/shared.` });
  }
  const serverFailure = serverFailureOf(report, serverFailures);
  const digest =
    serverFailure === 'matched' && report.serverDigest !== undefined
      ? report.serverDigest
      : computeDigest({ ...report, remote: culpritIdentity(report) }, digestSecret);
  const admission = intake.admit(request, reply, digest);
  if (admission === 'refuse') return reply;
  if (!toldBack(report, serverFailure)) onReport?.(report, digest);
  if (admission === 'repeat') return { digest };
  const record: PlatformFailureLogRecord = {
    ...logEvent('platform-failure'),
    source: 'client',
    digest,
    culprit: report.culprit,
    remote: report.remote ?? null,
    version: report.version ?? null,
    kind: report.kind,
    code: expectedCode,
    message: report.message,
    stack: report.stack ?? null,
    // A preview link's value opens a release to whoever holds it: never in a log line (decision 0076).
    pageUrl: withoutPreviewValue(report.url),
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_LIMIT) ?? null,
    requestId: requestIdOf(request.headers),
    servedFallback: report.servedFallback ?? null,
    override: report.override ?? null,
    preview: report.preview === true,
    serverFailure,
  };
  // `time` is on every line already (see logging.ts); a second one here would make the JSON ambiguous.
  request.log.error(record, lineOf(report, record));
  return { digest };
}

/** The line's message: who failed, where, what, the digest, and what the user was shown instead. */
function lineOf(report: FailureReport, { serverFailure, code, digest }: PlatformFailureLogRecord): string {
  const served = report.servedFallback === undefined ? '' : `; served last known-good ${report.servedFallback}`;
  const through = report.override ? ` (through the override ${report.override})` : '';
  const previewing = report.preview ? ' (in a preview)' : '';
  const again = serverFailure === 'matched' ? ' in the browser too, after failing on the server' : '';
  return `${whoFailed(report)}${again}${through}${previewing}: ${report.kind} (${code}), digest ${digest}${served}`;
}

/**
 * A browser repeating the server's own failure: a loader that failed in the data route, shown by the slot under the
 * server's digest (decision 0093). The browser saw nothing of its own, so one incident stays one count.
 */
function toldBack({ kind }: FailureReport, serverFailure: PlatformFailureLogRecord['serverFailure']): boolean {
  return serverFailure === 'matched' && (SERVER_RENDER_FAILURE_KINDS as readonly string[]).includes(kind);
}

/** Whether the server digest a report claims is one this server gave that remote and version lately. */
function serverFailureOf(
  { culprit, remote, version, serverDigest }: FailureReport,
  serverFailures: FailureReportRouteOptions['serverFailures'],
): PlatformFailureLogRecord['serverFailure'] {
  if (serverDigest === undefined) return null;
  const given =
    culprit === 'remote' &&
    remote !== undefined &&
    version !== undefined &&
    serverFailures?.gave(remote, version, serverDigest);
  return given ? 'matched' : 'unmatched';
}

function whoFailed({ culprit, remote }: FailureReport): string {
  if (culprit === 'remote') return `remote "${remote}" failed`;
  if (culprit === 'registry')
    return remote === undefined ? 'the registry failed' : `the registry failed (entry "${remote}")`;
  return 'the host failed';
}
