import { withoutPreviewValue } from '@mfp/shared/registry';
import { failureCode, type FailureKind, type FailureReport } from '@mfp/shared/failures';
import { logEvent } from '@mfp/shared/logs';
import type { FastifyBaseLogger } from 'fastify';
import { computeDigest } from '../../reports/digest';
import type { PlatformFailureLogRecord } from '../../reports/failureReportRoute';
import type { RecentServerFailures } from '../../reports/recentServerFailures';

/** A remote's failure on the server, as the slot renderer knows it. */
export interface ServerFailure {
  remote: string;
  version: string;
  kind: FailureKind;
  message: string;
  /** The page's path and query. */
  url: string;
  /** The page was asked with a preview link: logged, and not counted (decision 0080). */
  preview?: boolean;
}

export interface ServerFailureReporting {
  digestSecret: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The platform's counts (`Platform.countReport`), as a browser's report is counted. */
  count?: (report: FailureReport, digest: string, code: string) => void;
  /** Where the digests it gives are remembered, for the browser's report of the same slot failing there too. */
  recent?: Pick<RecentServerFailures, 'remember'>;
}

/**
 * Turns a failure on the server into what a browser's report becomes: a digest keyed like every other (so the same
 * failure on many pages is one digest), one `platform-failure` log line with `source: "server"`, and a count for the
 * status page and `/metrics` (none for a page asked with a preview link). Returns the digest, which the page carries from its first byte.
 */
export function reportServerFailure(failure: ServerFailure, reporting: ServerFailureReporting): string {
  const code = failureCode(failure.kind);
  const digest = computeDigest(failure, reporting.digestSecret);
  const record: PlatformFailureLogRecord = {
    ...logEvent('platform-failure'),
    source: 'server',
    digest,
    culprit: 'remote',
    remote: failure.remote,
    version: failure.version,
    kind: failure.kind,
    code,
    message: failure.message,
    stack: null,
    pageUrl: withoutPreviewValue(failure.url),
    userAgent: null,
    requestId: null,
    servedFallback: null,
    override: null,
    preview: failure.preview === true,
    serverFailure: null,
  };
  const previewing = failure.preview ? ' in a preview' : '';
  reporting.log.error(
    record,
    `remote "${failure.remote}" failed on the server${previewing}: ${failure.kind} (${code}), digest ${digest}`,
  );
  const { preview, ...reported } = failure;
  // Counted as a browser's report of it would be: a preview's not at all (`uncountedFrom`).
  const report: FailureReport = { culprit: 'remote', ...reported, ...(preview ? { preview } : {}) };
  reporting.count?.(report, digest, code);
  reporting.recent?.remember(failure.remote, failure.version, digest);
  return digest;
}
