import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRefusalSummary,
  FAILURE_REPORT_SUMMARY,
  refusalOfStatus,
  type ReportRefusal,
  type SummaryWording,
} from './refusalSummary';
import { createReportLogBudget, type ReportAdmission } from './reportLogBudget';

export interface ReportIntake {
  /**
   * Whether the report with this digest gets its own log line (`log`). `repeat` and `refuse` are counted into the
   * minute's summary; `refuse` has already been answered (429) and the handler must return the reply as it is.
   */
  admit(request: FastifyRequest, reply: FastifyReply, digest: string): ReportAdmission;
}

/**
 * Keeps the report route's log bounded whatever arrives: every refused or unlogged report (400, 413, 415, the
 * per-client 429, the global budget's 429) is counted into one summary line per reason and minute instead of a line of
 * its own, and accepted reports get a line only within `linesPerMinute` (reportLogBudget.ts). Call it inside the
 * route's encapsulated plugin: the hooks it adds then see that route's answers only.
 */
export function boundReportIntake(app: FastifyInstance, linesPerMinute: number): ReportIntake {
  const reasons = summarizeRefusals(app, FAILURE_REPORT_SUMMARY);
  const budget = createReportLogBudget(linesPerMinute);

  return {
    admit(request, reply, digest) {
      const admission = budget.admit(digest);
      if (admission === 'repeat') reasons.set(request, 'repeat-not-logged');
      if (admission === 'refuse') {
        reasons.set(request, 'over-budget');
        void reply
          .code(429)
          .header('retry-after', String(budget.secondsLeft()))
          .send({
            error:
              'too many failure reports: the server logs at most ERROR_REPORTS_GLOBAL_PER_MINUTE of them a minute, ' +
              `from all clients together, so this one was not logged. Retry in ${budget.secondsLeft()} seconds ` +
              '(see Retry-After).',
          });
      }
      return admission;
    },
  };
}

/**
 * Counts an intake's refused requests (400, 413, 415, 429, or the reason set in the map returned) into one summary line
 * per reason and minute (refusalSummary.ts), instead of a line each. Call it inside the intake's encapsulated plugin.
 */
export function summarizeRefusals(
  app: FastifyInstance,
  wording: SummaryWording,
): WeakMap<FastifyRequest, ReportRefusal> {
  const summary = createRefusalSummary(app.log, undefined, wording);
  // For answers whose status alone does not tell the reason (the budget's 429, a 200 without a line).
  const reasons = new WeakMap<FastifyRequest, ReportRefusal>();
  app.addHook('onResponse', async (request, reply) => {
    const reason = reasons.get(request) ?? refusalOfStatus(reply.statusCode);
    if (reason) summary.count(reason, request.ip);
  });
  app.addHook('onClose', async () => summary.stop());
  return reasons;
}
