import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { acceptJsonReportsOnly } from './failureReportBodyParser';
import { intakeErrorHandler, type IntakeContract } from './failureReportErrors';
import { limitReportRate } from './failureReportRateLimit';
import { jsonSchemaOf } from './failureReportSchema';
import type { SummaryWording } from './refusalSummary';
import { summarizeRefusals } from './reportIntake';

/** One beacon route: where, what it accepts, how often a client may send, and who is told of each valid body. */
export interface BeaconIntake<Body> {
  path: string;
  /** The contract's wording for refusals, and its body bound. */
  contract: IntakeContract;
  /** The contract's schema (`@mfp/shared/status`), compiled into the route's JSON schema. */
  schema: z.ZodMiniType<Body>;
  /** The once-a-minute line that counts refusals. */
  summary: SummaryWording;
  /** Beacons one client address may send per minute: the failure reports' limit (ERROR_REPORTS_PER_MINUTE). */
  perMinute: number;
  /** Told of every valid beacon; must not wait on anything. */
  onBody: (body: Body) => void;
}

/**
 * A browser beacon's intake, registered in a plugin of its own: the failure reports' intake reused. JSON only
 * (text/plain, what `navigator.sendBeacon` sends for a string, read as JSON), validated against the contract's schema
 * with a bounded body, a per-client rate limit, and refusals counted into one summary line a minute. Accepted beacons
 * write no line: they are counted (204).
 */
export async function beaconIntake<Body>(app: FastifyInstance, intake: BeaconIntake<Body>): Promise<void> {
  acceptJsonReportsOnly(app, { textPlain: true });
  app.setErrorHandler(intakeErrorHandler(intake.contract));
  await limitReportRate(app, intake.perMinute, { noun: intake.contract.noun, fate: 'counted' });
  summarizeRefusals(app, intake.summary);

  app.post<{ Body: Body }>(intake.path, {
    bodyLimit: intake.contract.body,
    schema: { body: jsonSchemaOf(intake.schema) },
    handler: (request, reply) => {
      // Validated against the schema's JSON schema before the handler runs.
      intake.onBody(request.body as Body);
      return reply.code(204).send();
    },
  });
}
