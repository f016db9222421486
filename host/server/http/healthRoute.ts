import type { FastifyInstance } from 'fastify';
/** What `/healthz` says: `ok`, or `degraded` with what is wrong (the host server's registry: `RegistryHealth`). */
type ServerHealth = { status: 'ok' } | { status: 'degraded'; [detail: string]: unknown };

export interface HealthRouteOptions {
  /** The host server's live registry; the store server has none, and is `ok` whenever it answers. */
  registry?: { health(): ServerHealth };
}

const OK = { status: 'ok' } as const;

/**
 * `GET /healthz`: answers as soon as the server accepts requests; scripts and browser tests poll it before starting.
 * `ok`, or `degraded` with the registry's age while the store fails: still 200, since the server goes on serving pages
 * with the last registry it read, and a load balancer that took it out would turn a store outage into a site outage.
 */
export async function healthRoute(app: FastifyInstance, { registry }: HealthRouteOptions = {}): Promise<void> {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(registry?.health() ?? OK),
  );
}
