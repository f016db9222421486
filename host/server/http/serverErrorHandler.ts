import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Last-resort error handler: client errors keep fastify's message (it describes the request, not our internals);
 * server errors are logged in full and answered with a generic text, so no stack or path ever reaches a browser.
 */
export function serverErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'internal server error: the details are in the server log' });
}
