/** The failure reports' default limits (ERROR_REPORTS_PER_MINUTE, ERROR_REPORTS_GLOBAL_PER_MINUTE). */

/**
 * A page sends at most 20 reports (host/src/failures/failureReporter.ts), and the browser tests, all from one address,
 * send a few dozen over a run: this leaves room for both while keeping one client from filling the log.
 */
export const DEFAULT_FAILURE_REPORTS_PER_MINUTE = 120;
/**
 * Report lines per minute from all clients together, on top of the per-client limit, which many addresses multiply.
 * Distinct failures are few even in a large outage (repeats of a logged digest are acknowledged without a new line,
 * see reportLogBudget.ts), so this is generous for real use and still bounds a flood: at most ~50 KB a line, 15 MB a
 * minute in the worst case, ~1 MB with reports of ordinary size.
 */
export const DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE = 300;
