import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer of both servers carries, pages, files, errors and 404s alike:
 * - `nosniff`: a browser runs a file as script or style only when its Content-Type says so, so a JSON error body or a
 *   text file of the store can never be executed by being sniffed;
 * - `strict-origin-when-cross-origin`: requests to other origins (a remote's API, a link out) learn the host's origin
 *   only, never the path and query of the page, which may hold ids.
 *
 * Not covered: the Content-Security-Policy, which only pages need: the host page sets its own
 * (host/server/pages/contentSecurityPolicy.ts), and the login page its own.
 */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Adds SECURITY_HEADERS in an `onSend` hook, which runs for every reply, including the not-found and error handlers'.
 * Call it on the root instance before registering plugins, so every encapsulated plugin inherits the hook.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
}
