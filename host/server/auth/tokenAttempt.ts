import { type ControlRecords } from '@mfp/store';
import { verifyToken, type DeployTokenRecord, type TokenCheck } from '@mfp/store/control';
import type { FailedAttempts } from './failedAttempts';

/**
 * What presenting a token came to. `tokenId` is the id the token claimed, whenever it names one (blocked or refused
 * included), for the audit trail and the rate limits; never the secret.
 */
export type TokenAttempt =
  | { kind: 'accepted'; token: DeployTokenRecord; tokenId: string }
  | { kind: 'blocked'; seconds: number; tokenId?: string }
  | { kind: 'refused'; why: Exclude<TokenCheck['kind'], 'valid'> | 'not-accepted'; tokenId?: string };

export interface TokenAttemptContext {
  control: Pick<ControlRecords, 'findToken'>;
  attempts: FailedAttempts;
  /** The client's address, as `request.ip` gives it (TRUST_PROXY). */
  client: string;
  now: Date;
}

const claimedId = (check: TokenCheck): string | undefined =>
  'tokenId' in check ? check.tokenId : 'token' in check ? check.token.id : undefined;

/**
 * The one rule for a presented token, wherever one is presented (the deploy API, the platform's views and their login
 * form): an address or a claimed token id with too many failures is blocked without a look-up of the token; a token
 * that is not valid, or that `accepts` refuses, counts as a failed attempt of the address and of the id it claimed.
 * Counts are per server (decision 0035): tokens are 256-bit random, so this bounds noise and load, not guessing.
 */
export async function attemptToken(
  presented: string | undefined,
  accepts: (token: DeployTokenRecord) => boolean,
  { control, attempts, client, now }: TokenAttemptContext,
): Promise<TokenAttempt> {
  const byAddress = attempts.blockedFor(`address ${client}`);
  if (byAddress !== undefined) return { kind: 'blocked', seconds: byAddress };
  const check = await verifyToken(presented, control, now);
  const tokenId = claimedId(check);
  const byToken = tokenId === undefined ? undefined : attempts.blockedFor(`token ${tokenId}`);
  if (byToken !== undefined) return { kind: 'blocked', seconds: byToken, tokenId };
  if (check.kind === 'valid' && accepts(check.token))
    return { kind: 'accepted', token: check.token, tokenId: check.token.id };
  attempts.fail(`address ${client}`);
  if (tokenId !== undefined) attempts.fail(`token ${tokenId}`);
  return { kind: 'refused', why: check.kind === 'valid' ? 'not-accepted' : check.kind, tokenId };
}
