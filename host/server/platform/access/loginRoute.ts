import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADMIN_SESSION_TTL_MS, sessionCookie, signSession } from './adminSession';
import type { AdminAccess } from './adminAccess';
import { AFTER_LOGIN, LOGIN_PAGE_POLICY, LOGIN_PATH, LOGOUT_PATH, loginPage, type LoginNotice } from './loginPage';

/** A form with one token field: a few hundred bytes. More is not a login. */
const LOGIN_BODY_LIMIT = 1_024;

function sendPage(reply: FastifyReply, status: number, notice: LoginNotice): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', LOGIN_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(loginPage(notice));
}

/**
 * `GET /_platform/login`: the form; `POST`: checks the admin token and opens a session (a signed cookie, decision
 * 0044), then goes to the status page; `POST /_platform/logout` ends it in this browser. In a scope of its own: the
 * form body parser touches no other route. Nothing here is logged: neither the token nor the cookie.
 */
export async function loginRoute(app: FastifyInstance, { access }: { access: AdminAccess }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
    sendPage(reply, error.statusCode === 413 ? 413 : 400, 'refused'),
  );

  app.get(LOGIN_PATH, async (_request, reply) => sendPage(reply, 200, 'none'));

  app.post(LOGIN_PATH, { bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const check = await access.login(form.get('token')?.trim() ?? '', request.ip);
    if (check.kind === 'blocked') return sendPage(reply.header('retry-after', String(check.seconds)), 429, 'blocked');
    if (check.kind === 'refused') return sendPage(reply, 401, 'refused');
    const now = access.now().getTime();
    const tokenEnds = check.token.expiresAt === undefined ? Infinity : Date.parse(check.token.expiresAt);
    const expiresAt = Math.min(now + ADMIN_SESSION_TTL_MS, tokenEnds);
    const value = signSession({ tokenId: check.token.id, expiresAt }, access.key);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('set-cookie', sessionCookie(value, { maxAgeMs: expiresAt - now, secure: request.protocol === 'https' }))
      .header('location', AFTER_LOGIN)
      .send();
  });

  app.post(LOGOUT_PATH, async (request, reply) =>
    reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('set-cookie', sessionCookie('', { maxAgeMs: 0, secure: request.protocol === 'https' }))
      .header('location', LOGIN_PATH)
      .send(),
  );
}
