import { METRICS_PATH } from '@mfp/shared/status';
import type { FastifyInstance } from 'fastify';
import { replyNotFound } from '../../http/notFound';
import type { Platform } from '../platform';

/** `GET /metrics`: the Prometheus text format, for an admin token (or session); 404 for anyone else. */
export function metricsRoute(app: FastifyInstance, { platform }: { platform: Platform }) {
  app.get(METRICS_PATH, async (request, reply) => {
    if ((await platform.access.check(request)).kind !== 'admin') return replyNotFound(reply);
    const { registry } = platform.metrics;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
