import type { FailureReport } from '@mfp/shared/failures';

/** Why a report is left out of the counts: it came through an override, or from a tab that previews a release. */
export type UncountedFrom = 'override' | 'preview';

/**
 * Whether a report is a developer's rather than a user's, and which (decision 0080): the status page's counts, the
 * rollout analysis and `mfp_failure_reports_total` count users. An override names the remote's code itself, so it
 * wins when a tab does both. A report marked so by anyone is only left out, as one never sent would be.
 */
export function uncountedFrom(report: Pick<FailureReport, 'override' | 'preview'>): UncountedFrom | undefined {
  if (report.override !== undefined) return 'override';
  return report.preview ? 'preview' : undefined;
}
