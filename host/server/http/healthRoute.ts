import type { FastifyInstance } from 'fastify';

/** `GET /healthz`: answers as soon as the server accepts requests; scripts and browser tests poll it before starting. */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
}
