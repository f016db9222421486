import type { FastifyReply } from 'fastify';

/**
 * The body of every 404 of both servers. It does not repeat the method or URL: an answer that echoes the request lets
 * whoever crafts a link put their own text on the server's origin, and the asker knows what they asked for.
 */
export const NOT_FOUND_BODY = { error: 'not found: nothing is served at this address' } as const;

export function replyNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(NOT_FOUND_BODY);
}
