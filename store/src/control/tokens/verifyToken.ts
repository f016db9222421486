import type { ControlRecords } from '../ControlRecords';
import type { DeployTokenRecord } from '../controlRecordSchemas';
import { parseToken, secretMatches } from './tokenFormat';

/**
 * What a presented token turned out to be. Only `valid` grants anything. `unknown` and `mismatch` carry the id the
 * token claimed (for rate limits and the audit trail, never the secret); `expired` and `revoked` are told only to a
 * caller who holds the right secret.
 */
export type TokenCheck =
  | { kind: 'valid'; token: DeployTokenRecord }
  | { kind: 'missing' }
  | { kind: 'malformed' }
  | { kind: 'unknown'; tokenId: string }
  | { kind: 'mismatch'; tokenId: string }
  | { kind: 'expired'; token: DeployTokenRecord }
  | { kind: 'revoked'; token: DeployTokenRecord };

/** Checks a presented token (the `Bearer` value) against the stored records, at `now`. */
export async function verifyToken(
  presented: string | undefined,
  records: Pick<ControlRecords, 'findToken'>,
  now: Date,
): Promise<TokenCheck> {
  if (presented === undefined || presented === '') return { kind: 'missing' };
  const parts = parseToken(presented);
  if (!parts) return { kind: 'malformed' };
  const token = await records.findToken(parts.id);
  if (!token) return { kind: 'unknown', tokenId: parts.id };
  if (!secretMatches(parts.secret, token.hash)) return { kind: 'mismatch', tokenId: parts.id };
  if (token.revokedAt !== undefined) return { kind: 'revoked', token };
  if (token.expiresAt !== undefined && Date.parse(token.expiresAt) <= now.getTime()) return { kind: 'expired', token };
  return { kind: 'valid', token };
}
