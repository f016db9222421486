import { MOUNT_COUNTS_PATH, MOUNT_LIMITS, mountCountsSchema, type MountCounts } from '@mfp/shared/status';
import type { FastifyInstance } from 'fastify';
import { beaconIntake } from '../../reports/beaconIntake';

export interface MountRouteOptions {
  /** Beacons one client address may send per minute: the failure reports' limit (ERROR_REPORTS_PER_MINUTE). */
  perMinute: number;
  /** Told of every valid beacon; must not wait on anything. */
  onCounts: (counts: MountCounts) => void;
}

/**
 * `POST /_host/mounts`: a tab's mounts of remotes' slots since its last such beacon, every one (decision 0075),
 * through the beacons' intake as the load timings are (`beaconIntake`), with its own limits (`MOUNT_LIMITS`: releases
 * per beacon, mounts per release, body) and its own refusal line.
 */
export async function mountRoute(app: FastifyInstance, { perMinute, onCounts }: MountRouteOptions): Promise<void> {
  await beaconIntake<MountCounts>(app, {
    path: MOUNT_COUNTS_PATH,
    contract: {
      noun: 'mount count',
      send:
        'Send MountCounts (see @mfp/shared/status) as JSON, with "Content-Type: application/json" or "text/plain" ' +
        '(what navigator.sendBeacon sends for a string)',
      body: MOUNT_LIMITS.body,
      limits: 'MOUNT_LIMITS',
    },
    schema: mountCountsSchema,
    summary: { event: 'mount-counts-refused', what: 'mount-count beacon(s) refused' },
    perMinute,
    onBody: onCounts,
  });
}
