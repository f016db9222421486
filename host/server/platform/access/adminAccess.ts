import type { ControlRecords } from '@mfp/store';
import type { DeployTokenRecord } from '@mfp/store/control';
import type { FastifyRequest } from 'fastify';
import { isAdminToken, isUsableAdminToken } from '../../auth/adminToken';
import { bearerOf } from '../../auth/bearerToken';
import type { FailedAttempts } from '../../auth/failedAttempts';
import { attemptToken } from '../../auth/tokenAttempt';
import { cookieValue } from '../../http/cookieValue';
import { ADMIN_SESSION_COOKIE, readSession, sessionKeyOf } from './adminSession';

/**
 * Who may see the platform's views: an admin token's id, and how it came (a bearer token, or a session it opened), or
 * `refused`. A refusal does not say why: every refused request is answered the same 404.
 */
type AdminCheck = { kind: 'admin'; tokenId: string; via: 'token' | 'session' } | { kind: 'refused' };

export interface AdminAccessOptions {
  control: Pick<ControlRecords, 'findToken'>;
  /** The digests' key, shared by the fleet; the sessions' key derives from it. */
  secret: string;
  /** Failed attempts per address and per claimed token id: the deploy API's rule (`attemptToken`), own counts. */
  attempts: FailedAttempts;
  now: () => Date;
  /** Told when the token records could not be read: the request is refused, and the caller counts and logs it. */
  onStoreError?: (error: unknown, request: FastifyRequest) => void;
}

/** What a login attempt found: an admin token, a refusal, or an address or token id blocked for `seconds`. */
type LoginCheck =
  { kind: 'admin'; token: DeployTokenRecord } | { kind: 'refused' } | { kind: 'blocked'; seconds: number };

/** Who may see the platform's views, and the admin login: one per host server. */
export interface AdminAccess {
  /**
   * The request's admin credentials, checked; never throws, and logs nothing. Records that cannot be read (the
   * database down) refuse too: the same 404, never a 500 that would tell the address exists.
   */
  check(request: FastifyRequest): Promise<AdminCheck>;
  /** Checks a token typed into the login form by `client`; a wrong one counts as a failed attempt. */
  login(presented: string, client: string): Promise<LoginCheck>;
  /** The sessions' key (derived from the digests' key), which signs the session cookies a login sets. */
  key: Buffer;
  /** The clock sessions are dated and checked by. */
  now: () => Date;
}

const REFUSED: AdminCheck = { kind: 'refused' };

/**
 * Checks a request's admin credentials (decision 0044): `Authorization: Bearer <admin token>`, or the session cookie
 * that `POST /_platform/login` set. A session is checked against its token on every request, so revoking the token or
 * its expiry ends it at once, on every server. A wrong token or a forged cookie counts as a failed attempt of the
 * address (and of the token id it claimed); a blocked address is refused without a look-up.
 */
export function adminAccess({ control, secret, attempts, now, onStoreError }: AdminAccessOptions): AdminAccess {
  const key = sessionKeyOf(secret);

  async function viaToken(header: string, client: string, at: Date): Promise<AdminCheck> {
    const attempt = await attemptToken(bearerOf(header), isAdminToken, { control, attempts, client, now: at });
    return attempt.kind === 'accepted' ? { kind: 'admin', tokenId: attempt.token.id, via: 'token' } : REFUSED;
  }

  async function viaSession(value: string, client: string, at: Date): Promise<AdminCheck> {
    const session = readSession(value, key, at.getTime());
    if (session.kind === 'forged') attempts.fail(`address ${client}`);
    if (session.kind !== 'valid') return REFUSED;
    const token = await control.findToken(session.session.tokenId);
    return isUsableAdminToken(token, at) ? { kind: 'admin', tokenId: token.id, via: 'session' } : REFUSED;
  }

  return {
    async check(request: FastifyRequest): Promise<AdminCheck> {
      const client = request.ip;
      if (attempts.blockedFor(`address ${client}`) !== undefined) return REFUSED;
      const at = now();
      const authorization = request.headers.authorization;
      const session = cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE);
      try {
        if (authorization !== undefined && authorization.trim() !== '')
          return await viaToken(authorization, client, at);
        if (session !== undefined && session !== '') return await viaSession(session, client, at);
      } catch (error) {
        onStoreError?.(error, request);
      }
      return REFUSED;
    },
    async login(presented: string, client: string): Promise<LoginCheck> {
      const attempt = await attemptToken(presented, isAdminToken, { control, attempts, client, now: now() });
      if (attempt.kind === 'blocked') return { kind: 'blocked', seconds: attempt.seconds };
      return attempt.kind === 'accepted' ? { kind: 'admin', token: attempt.token } : { kind: 'refused' };
    },
    key,
    now,
  };
}
