import type { Page } from '@playwright/test';
import { FAILURE_REPORT_PATH, type FailureReport } from '@mfp/shared/failures';

/**
 * The failure reports `page` sends its host from now on, as its tab sent them: the version each names is the release
 * the host's slot says it loaded, whatever code threw.
 */
export function failureReportsSent(page: Page): FailureReport[] {
  const reports: FailureReport[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FAILURE_REPORT_PATH)
      reports.push(request.postDataJSON() as FailureReport);
  });
  return reports;
}
