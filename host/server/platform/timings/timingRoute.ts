import { TIMING_BEACON_PATH, TIMING_LIMITS, timingBeaconSchema, type TimingBeacon } from '@mfp/shared/status';
import type { FastifyInstance } from 'fastify';
import { acceptJsonReportsOnly } from '../../reports/failureReportBodyParser';
import { intakeErrorHandler, type IntakeContract } from '../../reports/failureReportErrors';
import { limitReportRate } from '../../reports/failureReportRateLimit';
import { jsonSchemaOf } from '../../reports/failureReportSchema';
import { summarizeRefusals } from '../../reports/reportIntake';

const TIMING_BEACON_CONTRACT: IntakeContract = {
  noun: 'timing beacon',
  send:
    'Send a TimingBeacon (see @mfp/shared/status) as JSON, with "Content-Type: application/json" or "text/plain" ' +
    '(what navigator.sendBeacon sends for a string)',
  body: TIMING_LIMITS.body,
  limits: 'TIMING_LIMITS',
};

const timingBeaconJsonSchema = jsonSchemaOf(timingBeaconSchema);

export interface TimingRouteOptions {
  /** Beacons one client address may send per minute: the failure reports' limit (ERROR_REPORTS_PER_MINUTE). */
  perMinute: number;
  /** Told of every valid beacon; must not wait on anything. */
  onBeacon: (beacon: TimingBeacon) => void;
}

/**
 * `POST /_host/timings`: one remote mount's load time, sampled by the page. The failure reports' intake, reused: JSON
 * only (text/plain read as JSON), validated against the contract's schema, bounded body, per-client rate limit, and
 * refusals counted into one summary line a minute. Accepted beacons write no line: they are counted (204).
 */
export async function timingRoute(app: FastifyInstance, { perMinute, onBeacon }: TimingRouteOptions): Promise<void> {
  acceptJsonReportsOnly(app, { textPlain: true });
  app.setErrorHandler(intakeErrorHandler(TIMING_BEACON_CONTRACT));
  await limitReportRate(app, perMinute, { noun: 'timing beacon', fate: 'counted' });
  summarizeRefusals(app, { event: 'timing-beacons-refused', what: 'timing beacon(s) refused' });

  app.post<{ Body: TimingBeacon }>(TIMING_BEACON_PATH, {
    bodyLimit: TIMING_LIMITS.body,
    schema: { body: timingBeaconJsonSchema },
    handler: (request, reply) => {
      onBeacon(request.body);
      return reply.code(204).send();
    },
  });
}
