import { FAILURE_REPORT_PATH, type FailureReport, type FailureReportAck } from '@mfp/shared/failures';
import { withDeadline } from '../deadline/withDeadline';
import { withPageView } from '../pageViews/currentPageView';

const REPORT_TIMEOUT_MS = 5_000;

/**
 * Sends one report to the host server. Resolves with the digest, or `undefined` when there is no acknowledgement
 * (no server, server down, a refusal, an answer without a decimal digest). Never rejects.
 * Imports nothing that needs React, so the boot failure screen can use it when the app itself cannot start.
 */
export async function postFailureReport(report: FailureReport): Promise<string | undefined> {
  try {
    return await withDeadline('Failure report', REPORT_TIMEOUT_MS, async (signal) => {
      const response = await fetch(FAILURE_REPORT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The page view's token: the server counts the failure only if it vouches for it (decision 0087).
        body: JSON.stringify(withPageView(report)),
        signal,
      });
      if (!response.ok) return undefined;
      const ack = (await response.json()) as Partial<FailureReportAck>;
      return typeof ack.digest === 'string' && /^\d+$/.test(ack.digest) ? ack.digest : undefined;
    });
  } catch {
    // The screen keeps the client-side wording, which is then the truth.
    return undefined;
  }
}
