import type { FastifyServerOptions } from 'fastify';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * Answers requests fastify refuses before routing (a URL whose percent-encoding is broken), which otherwise get a
 * body that repeats the URL and skip every hook, the security headers' included. Hence the headers set here, by hand.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, _request, reply) => {
  void reply
    .code(400)
    .headers(SECURITY_HEADERS)
    .send({ error: 'bad request: the URL is not valid (check its percent-encoding)' });
};
