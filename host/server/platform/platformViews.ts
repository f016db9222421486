import type { FastifyInstance } from 'fastify';
import { loginRoute } from './access/loginRoute';
import { metricsRoute } from './metrics/metricsRoute';
import { mountRoute } from './mounts/mountRoute';
import type { Platform } from './platform';
import type { PlatformStore } from './platformOptions';
import { statusRoute } from './status/statusRoute';
import { timingRoute } from './timings/timingRoute';

export interface PlatformViewsOptions {
  platform: Platform;
  store: PlatformStore;
  /** ERROR_REPORTS_PER_MINUTE: the timing and mount intakes' per-client limit too. */
  perMinute: number;
}

/**
 * The platform team's routes (issue 22): the admin login, the status API, `/metrics`, and the browsers' timing and mount intakes.
 * The status page itself is a host page (hostStatic's guarded page). The login and each intake in a scope of
 * their own, with their own body parsers.
 */
export async function platformViews(app: FastifyInstance, { platform, store, perMinute }: PlatformViewsOptions) {
  app.addHook('onReady', async () => platform.health.start());
  app.addHook('onClose', async () => platform.close());
  await app.register(loginRoute, { access: platform.access });
  await app.register(timingRoute, { perMinute, onBeacon: (beacon) => void platform.countTiming(beacon) });
  await app.register(mountRoute, { perMinute, onCounts: (counts) => void platform.countMounts(counts) });
  statusRoute(app, { platform, store });
  metricsRoute(app, { platform });
}
