import { STATUS_API_PATH } from '@mfp/shared/status';
import { AGGREGATE_RETENTION_MS } from '@mfp/store/aggregates';
import type { FastifyInstance } from 'fastify';
import { replyNotFound } from '../../http/notFound';
import type { Platform } from '../platform';
import type { PlatformStore } from '../platformOptions';
import { statusDocument } from './statusDocument';
import { logEvent } from '@mfp/shared/logs';

const STORE_DOWN = {
  error:
    'the status could not be read from the store (its folder or database): the server log and mfp_store_errors_total ' +
    'say why; try again in a moment',
};

/**
 * `GET /_platform/api/v1/status`: the status document, for an admin token or session; 404 for anyone else, exactly as
 * for an address that serves nothing. `no-store`: it is the platform team's, and stale at once.
 */
export function statusRoute(app: FastifyInstance, { platform, store }: { platform: Platform; store: PlatformStore }) {
  app.get(STATUS_API_PATH, async (request, reply) => {
    if ((await platform.access.check(request)).kind !== 'admin') return replyNotFound(reply);
    reply.header('cache-control', 'no-store');
    const now = platform.now();
    try {
      // What this server counted in the last second is written first, so its own reports show at once.
      await platform.aggregator.flush();
      const [releases, registrations, settings, counts] = await Promise.all([
        store.readReleases(),
        store.control.listRegistrations(),
        store.control.listRemoteSettings(),
        platform.aggregator.read(new Date(now.getTime() - AGGREGATE_RETENTION_MS)),
      ]);
      const names = Object.keys(releases.remotes);
      const published = new Map(
        await Promise.all(names.map(async (name) => [name, await store.listVersions(name)] as const)),
      );
      return await reply.send(
        statusDocument({
          now,
          scope: 'fleet',
          releases: releases.remotes,
          registrations,
          published,
          budgets: new Map(settings.flatMap(({ name, budget }) => (budget ? [[name, budget.maxBytes] as const] : []))),
          counts,
          previewKey: platform.previewKey,
          health: (remote, version) => platform.health.healthOf(remote, version),
        }),
      );
    } catch (error) {
      platform.storeError('status-read', error);
      request.log.error(
        { err: error, ...logEvent('status-unavailable') },
        'the status could not be read from the store',
      );
      return reply.code(503).send(STORE_DOWN);
    }
  });
}
