import { REPORT_LIMITS, culpritIdentity, type FailureReport, type PlatformFailure } from '@mfp/shared/failures';
import { developerTab, type DeveloperTab } from '../session/developerTab';
import { postFailureReport } from './postFailureReport';

/** After this many distinct failures a page stops reporting: a remote failing in a loop must not flood the server. */
export const MAX_REPORTS_PER_PAGE = 20;
/** Sends of one failure that went unacknowledged (server down) before later occurrences stop retrying it. */
export const MAX_ATTEMPTS_PER_FAILURE = 3;

const clip = (text: string, limit: number) => (text.length > limit ? text.slice(0, limit) : text);

const byteLength = (report: FailureReport) => new TextEncoder().encode(JSON.stringify(report)).length;

/**
 * The server limits the body in bytes, and the field limits count characters: text outside ASCII can pass the ones
 * and break the other. The stack goes first, then the message is shortened, until the report fits.
 */
function fitBodyLimit(report: FailureReport): FailureReport {
  let fitted = report;
  // The message can always shrink to nothing, and the other fields' limits add up to far less than the body limit.
  while (byteLength(fitted) > REPORT_LIMITS.body && (fitted.stack || fitted.message)) {
    if (fitted.stack) {
      const { stack: _dropped, ...withoutStack } = fitted;
      fitted = withoutStack;
    } else {
      fitted = { ...fitted, message: fitted.message.slice(0, Math.floor(fitted.message.length / 2)) };
    }
  }
  return fitted;
}

/** What a report says beyond the failure itself. */
export interface ReportDetails {
  /** The page the failure happened on; the current page by default. */
  pageUrl?: string;
  /** The last known-good version the user was shown instead of the failed (live) release. */
  servedFallback?: string;
  /**
   * The manifest URL of a `?mf-override=` the failing remote was loaded through, which marks the report as coming
   * from an override.
   */
  override?: string;
  /** Whether the tab previews a release (`?mfp-preview=`), which marks every report of it (decision 0080). */
  preview?: boolean;
  /**
   * The digest the server gave this remote's failure on the server, when the slot failed there first and this failure
   * is the browser's own attempt failing too: the server then logs it under that digest (decision 0068).
   */
  serverDigest?: string;
}

export function toReport(
  failure: PlatformFailure,
  pageUrl: string,
  { servedFallback, override, preview, serverDigest }: Omit<ReportDetails, 'pageUrl'> = {},
): FailureReport {
  const original = failure.cause instanceof Error ? failure.cause : failure;
  return fitBodyLimit({
    culprit: failure.culprit,
    ...(failure.remote === undefined ? {} : { remote: clip(failure.remote, REPORT_LIMITS.remote) }),
    ...(failure.version ? { version: clip(failure.version, REPORT_LIMITS.version) } : {}),
    kind: failure.kind,
    message: clip(original.message || failure.message, REPORT_LIMITS.message),
    ...(original.stack ? { stack: clip(original.stack, REPORT_LIMITS.stack) } : {}),
    url: clip(pageUrl, REPORT_LIMITS.url),
    ...(servedFallback === undefined ? {} : { servedFallback: clip(servedFallback, REPORT_LIMITS.version) }),
    ...(override ? { override: clip(override, REPORT_LIMITS.url) } : {}),
    ...(preview ? { preview: true } : {}),
    ...(serverDigest === undefined ? {} : { serverDigest }),
  });
}

/** The manifest URL a remote is overridden to in this tab, if it is; see host/src/overrides. */
export type OverrideLookup = (remote: string) => string | undefined;

/**
 * What makes two failures the same for reporting. The version counts: the same failure after a redeploy is news for
 * the platform team, though the server gives it the same digest (remote, kind and message). So does what the user was
 * shown instead: a live release that fails once with its last known-good release served, and later with the fallback
 * screen because that release failed too, is two events. So is the server's digest it carries, which the server's
 * answer depends on.
 */
export function failureIdentity(failure: PlatformFailure, servedFallback?: string, serverDigest?: string): string {
  return [
    culpritIdentity(failure),
    failure.version ?? '',
    failure.kind,
    failure.message,
    servedFallback ?? '',
    serverDigest ?? '',
  ].join('\u0000');
}

/** Reports a failure to the host server; what the host's boundaries and registry call with each failure they meet. */
export interface FailureReporter {
  /**
   * Reports `failure` (with where it happened and what was shown instead, `details`) unless this page has already
   * reported it or spent its budget. Resolves with the digest the server gave it, or `undefined` when no report was
   * acknowledged.
   */
  (failure: PlatformFailure, details?: Omit<ReportDetails, 'override' | 'preview'>): Promise<string | undefined>;
}

/**
 * Reports failures to the host server, once per distinct failure per page: re-renders, remounts and repeated
 * occurrences share the first report's answer. Resolves with the digest, or `undefined` when unacknowledged. A
 * developer's tab (`tab`: its overrides, its preview) marks its reports, which the server then does not count.
 */
export function createFailureReporter(
  send: (report: FailureReport) => Promise<string | undefined> = postFailureReport,
  tab: Pick<DeveloperTab, 'overrideFor' | 'previewing'> = developerTab(),
): FailureReporter {
  const answers = new Map<string, Promise<string | undefined>>();
  const attempts = new Map<string, number>();
  return function report(
    failure: PlatformFailure,
    { pageUrl = window.location.href, servedFallback, serverDigest }: Omit<ReportDetails, 'override' | 'preview'> = {},
  ): Promise<string | undefined> {
    // Only a remote's own failures come from an override; the registry's and the host's never do.
    const override = failure.culprit === 'remote' ? tab.overrideFor(failure.remote) : undefined;
    // A preview is the whole tab's: the registry's and the host's failures in it are the team's visit too. It lasts as
    // long as the page (a tab leaves it by a full navigation), so it needs no place in the failure's identity.
    const preview = tab.previewing();
    // The same failure through an override is news of its own: reported again, and marked.
    const identity = [failureIdentity(failure, servedFallback, serverDigest), override ?? ''].join('\u0000');
    const known = answers.get(identity);
    if (known) return known;
    const tried = attempts.get(identity) ?? 0;
    // The budget counts distinct failures, so retries while the server is down cannot use it up for later ones.
    if (tried >= MAX_ATTEMPTS_PER_FAILURE || (tried === 0 && attempts.size >= MAX_REPORTS_PER_PAGE)) {
      return Promise.resolve(undefined);
    }
    attempts.set(identity, tried + 1);
    const answer = send(toReport(failure, pageUrl, { servedFallback, override, preview, serverDigest }));
    answers.set(identity, answer);
    // An unacknowledged report may be retried by a later occurrence; an acknowledged one never is.
    void answer.then((digest) => {
      if (digest === undefined) answers.delete(identity);
    });
    return answer;
  };
}
