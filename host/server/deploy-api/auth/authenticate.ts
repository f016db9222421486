import { AUTHORIZATION_SCHEME } from '@mfp/shared/deploy';
import type { ControlRecords } from '@mfp/store';
import type { DeployTokenRecord } from '@mfp/store/control';
import { bearerOf } from '../../auth/bearerToken';
import type { FailedAttempts } from '../../auth/failedAttempts';
import { attemptToken, type TokenAttempt } from '../../auth/tokenAttempt';
import { ApiRefusal } from '../answers/ApiRefusal';

/** What a request may do: deploy one remote, or be an admin. */
export type Permission = { kind: 'remote'; remote: string } | { kind: 'admin' } | { kind: 'any' };

/** Who is asking, for the audit trail even when refused: the client's address, and the token id it claimed. */
export interface Caller {
  client: string;
  tokenId?: string;
}

const rateLimited = (seconds: number) =>
  new ApiRefusal(
    'rate-limited',
    `Too many failed attempts from this address or with this token id: try again in ${seconds} s, with the token ` +
      'the platform team gave you (MFP_DEPLOY_TOKEN).',
    { retryAfterSeconds: seconds },
  );

/** The refusal for a token that is not valid; never repeats the token. */
function invalid(kind: (TokenAttempt & { kind: 'refused' })['why']): ApiRefusal {
  switch (kind) {
    case 'missing':
      return new ApiRefusal(
        'token-missing',
        `No token: send "Authorization: ${AUTHORIZATION_SCHEME} <token>" (mfp reads it from MFP_DEPLOY_TOKEN). Ask ` +
          'the platform team for one: npm run tokens -- create --remote <name>.',
      );
    case 'expired':
      return new ApiRefusal(
        'token-expired',
        'The token has expired. Ask the platform team for a new one (npm run tokens -- create) and put it in ' +
          'MFP_DEPLOY_TOKEN.',
      );
    case 'revoked':
      return new ApiRefusal(
        'token-revoked',
        'The token was revoked. Ask the platform team for a new one (npm run tokens -- create) and put it in ' +
          'MFP_DEPLOY_TOKEN.',
      );
    default:
      return new ApiRefusal(
        'token-invalid',
        'The token is not one the platform issued (a token looks like mfp_tok_…_…). Check MFP_DEPLOY_TOKEN holds ' +
          'the whole token as it was printed, or ask the platform team for a new one.',
      );
  }
}

/** Whether a valid token may do what the request asks; throws `token-wrong-remote` or `admin-required` if not. */
function authorize(token: DeployTokenRecord, permission: Permission): void {
  if (token.scope.kind === 'admin' || permission.kind === 'any') return;
  if (permission.kind === 'admin')
    throw new ApiRefusal(
      'admin-required',
      `Only an admin token may do this; token ${token.id} may deploy ${token.scope.remote} only. Ask the platform ` +
        'team (npm run tokens -- create --admin).',
    );
  if (token.scope.remote !== permission.remote)
    throw new ApiRefusal(
      'token-wrong-remote',
      `Token ${token.id} may deploy ${token.scope.remote}, not ${permission.remote}. Use ${permission.remote}'s ` +
        `token, or ask the platform team for one (npm run tokens -- create --remote ${permission.remote}).`,
    );
}

/**
 * Checks the request's bearer token before anything else of the request is read: a failed attempt counts against
 * the client's address and the token id it claimed, and a blocked one is refused without a look-up. Sets
 * `caller.tokenId` as soon as the token names one, so refusals are audited with it.
 */
export async function authenticate(
  header: string | undefined,
  permission: Permission,
  {
    caller,
    control,
    attempts,
    now,
  }: { caller: Caller; control: Pick<ControlRecords, 'findToken'>; attempts: FailedAttempts; now: Date },
): Promise<DeployTokenRecord> {
  const attempt = await attemptToken(bearerOf(header), () => true, { control, attempts, client: caller.client, now });
  if (attempt.tokenId !== undefined) caller.tokenId = attempt.tokenId;
  if (attempt.kind === 'blocked') throw rateLimited(attempt.seconds);
  if (attempt.kind === 'refused') throw invalid(attempt.why);
  authorize(attempt.token, permission);
  return attempt.token;
}
