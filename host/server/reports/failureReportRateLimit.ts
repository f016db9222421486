import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { REPORT_RATE_LIMITED, reportError } from './failureReportErrors';

const MINUTE_MS = 60_000;
/**
 * Client addresses whose counts are remembered, least recently seen forgotten first, so the limiter's memory stays
 * bounded however many addresses send (~100 bytes each). A forgotten address may send again at once; the global budget
 * (reportLogBudget.ts) bounds the log even then.
 */
const RATE_LIMITED_CLIENTS = 10_000;

/**
 * Caps the reports one client (IP) may send per minute, so a looping or hostile client cannot fill the log with
 * ~16 KB lines. Registered inside the error-report plugin, it covers that plugin's routes only: pages, scripts and the
 * registry are never limited. A refused request gets no log line of its own: it is counted into the minute's summary
 * (reportIntake.ts).
 */
export async function limitReportRate(
  app: FastifyInstance,
  reportsPerMinute: number,
  { noun, fate }: { noun: string; fate: string } = { noun: 'failure report', fate: 'logged' },
): Promise<void> {
  await app.register(fastifyRateLimit, {
    max: reportsPerMinute,
    timeWindow: MINUTE_MS,
    cache: RATE_LIMITED_CLIENTS,
    // Before the body is read: an excess report costs no parsing.
    hook: 'onRequest',
    // Thrown, so it reaches the route's error handler and leaves in the same `{ error }` shape as every refusal.
    errorResponseBuilder: (_request, context) =>
      reportError(
        REPORT_RATE_LIMITED,
        context.statusCode,
        `too many ${noun}s: this client sent more than ${context.max} in a minute, so this one was not ${fate}. ` +
          `Retry in ${context.after} (see Retry-After), and send each failure once rather than in a loop.`,
      ),
  });
}
