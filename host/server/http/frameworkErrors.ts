import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * Answers requests fastify refuses before routing (a URL whose percent-encoding is broken), which otherwise get a
 * body that repeats the URL and skip every hook, the security headers' included. Hence the headers set here, by hand.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(400)
    .headers(SECURITY_HEADERS)
    .send({ error: 'bad request: the URL is not valid (check its percent-encoding)' });
}
