const MINUTE_MS = 60_000;

/**
 * What to do with a valid report:
 * - `log`: write its line (within the budget);
 * - `repeat`: over the budget, but its digest has a line in this minute already: acknowledge it with the digest, which
 *   still leads to a real line, and write nothing;
 * - `refuse`: over the budget with a failure not logged in this minute: answer 429, so the page shows no digest that
 *   would lead nowhere.
 */
export type ReportAdmission = 'log' | 'repeat' | 'refuse';

export interface ReportLogBudget {
  admit(digest: string): ReportAdmission;
  /** Whole seconds until the current window ends and lines are allowed again (at least 1). */
  secondsLeft(): number;
}

/**
 * The global budget of report lines: at most `linesPerMinute` in each minute (a fixed window that starts with the
 * first report after the previous one ended), from all clients together, on top of the per-client rate limit, which
 * many source addresses multiply. Memory: the digests logged in the current window, at most `linesPerMinute` of them.
 *
 * Not covered: the size of a line, which the report's own limits bound (REPORT_LIMITS in @mfp/shared).
 */
export function createReportLogBudget(linesPerMinute: number, now: () => number = Date.now): ReportLogBudget {
  let windowStart = Number.NEGATIVE_INFINITY;
  let lines = 0;
  let logged = new Set<string>();
  return {
    admit(digest) {
      const time = now();
      if (time - windowStart >= MINUTE_MS) {
        windowStart = time;
        lines = 0;
        logged = new Set();
      }
      if (lines < linesPerMinute) {
        lines += 1;
        logged.add(digest);
        return 'log';
      }
      return logged.has(digest) ? 'repeat' : 'refuse';
    },
    secondsLeft: () => Math.max(1, Math.ceil((windowStart + MINUTE_MS - now()) / 1000)),
  };
}
