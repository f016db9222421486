import { TIMING_BEACON_PATH, TIMING_LIMITS, timingBeaconSchema, type TimingBeacon } from '@mfp/shared/status';
import type { FastifyInstance } from 'fastify';
import { beaconIntake } from '../../reports/beaconIntake';

export interface TimingRouteOptions {
  /** Beacons one client address may send per minute: the failure reports' limit (ERROR_REPORTS_PER_MINUTE). */
  perMinute: number;
  /** Told of every valid beacon; must not wait on anything. */
  onBeacon: (beacon: TimingBeacon) => void;
}

/**
 * `POST /_host/timings`: one remote mount's load time, sampled by the page, through the beacons' intake
 * (`beaconIntake`: JSON or text/plain, the contract's schema, a bounded body, a per-client limit, refusals summarised).
 */
export async function timingRoute(app: FastifyInstance, { perMinute, onBeacon }: TimingRouteOptions): Promise<void> {
  await beaconIntake<TimingBeacon>(app, {
    path: TIMING_BEACON_PATH,
    contract: {
      noun: 'timing beacon',
      send:
        'Send a TimingBeacon (see @mfp/shared/status) as JSON, with "Content-Type: application/json" or ' +
        '"text/plain" (what navigator.sendBeacon sends for a string)',
      body: TIMING_LIMITS.body,
      limits: 'TIMING_LIMITS',
    },
    schema: timingBeaconSchema,
    summary: { event: 'timing-beacons-refused', what: 'timing beacon(s) refused' },
    perMinute,
    onBody: onBeacon,
  });
}
