import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie of an admin session: sent to the platform's pages and API only (`Path`), never to the app's routes. */
export const ADMIN_SESSION_COOKIE = 'mfp_admin';
const ADMIN_SESSION_PATH = '/_platform';
/** A working day: a session outlives no shift, and a revoked token ends it at the next request anyway. */
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60_000;

/** What a session cookie holds: which admin token opened it, and until when. Never the token. */
export interface AdminSession {
  tokenId: string;
  expiresAt: number;
}

/**
 * The sessions' key, derived from the digests' key (DIGEST_SECRET, or the store's generated one), which every host
 * server of a fleet shares already: any server accepts a session another opened, and the derivation keeps the two
 * uses apart (a session's MAC is never a digest). Decision 0044.
 */
export const sessionKeyOf = (secret: string): Buffer =>
  createHmac('sha256', secret).update('mfp admin session v1').digest();

const macOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<token id>.<expiry, ms>.<HMAC-SHA-256 of both>`: readable, unforgeable without the key. */
export function signSession({ tokenId, expiresAt }: AdminSession, key: Buffer): string {
  const payload = `${tokenId}.${expiresAt}`;
  return `${payload}.${macOf(key, payload)}`;
}

export type SessionCheck = { kind: 'valid'; session: AdminSession } | { kind: 'forged' } | { kind: 'expired' };

/** Checks a cookie's value: the MAC first (in constant time), then the expiry. */
export function readSession(value: string, key: Buffer, now: number): SessionCheck {
  const match = /^(tok_[a-z0-9]{8,32})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return { kind: 'forged' };
  const [, tokenId, expires, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(macOf(key, `${tokenId}.${expires}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'forged' };
  const expiresAt = Number(expires);
  if (expiresAt <= now) return { kind: 'expired' };
  return { kind: 'valid', session: { tokenId, expiresAt } };
}

/** `Set-Cookie` for a session: HttpOnly, SameSite=Strict, Secure on HTTPS, gone when the session ends. */
export function sessionCookie(value: string, { maxAgeMs, secure }: { maxAgeMs: number; secure: boolean }): string {
  const attributes = [
    `${ADMIN_SESSION_COOKIE}=${value}`,
    `Path=${ADMIN_SESSION_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}
