import type { DeployTokenRecord } from '@mfp/store/control';

/** Whether a token's scope is the platform team's: every remote, the registrations, the platform's views. */
export const isAdminToken = (token: DeployTokenRecord): boolean => token.scope.kind === 'admin';

/**
 * Whether the token behind an admin session may still act, checked on every request of the session: an admin token,
 * not revoked, not expired. Revoking the token, or its expiry, ends its sessions at once, on every server.
 */
export const isUsableAdminToken = (token: DeployTokenRecord | undefined, now: Date): token is DeployTokenRecord =>
  token !== undefined &&
  isAdminToken(token) &&
  token.revokedAt === undefined &&
  (token.expiresAt === undefined || Date.parse(token.expiresAt) > now.getTime());
