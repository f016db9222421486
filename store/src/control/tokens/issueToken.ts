import type { DeployTokenRecord, TokenScope } from '../controlRecordSchemas';
import { formatToken, hashSecret, newTokenParts } from './tokenFormat';

export interface IssueTokenOptions {
  now: Date;
  expiresAt?: Date;
  note?: string;
  createdBy?: string;
}

/**
 * A new token and the record to store for it. The token is shown once, to whoever asked for it; the record holds
 * only its hash.
 */
export function issueToken(
  scope: TokenScope,
  { now, expiresAt, note, createdBy }: IssueTokenOptions,
): { token: string; record: DeployTokenRecord } {
  const parts = newTokenParts();
  const record: DeployTokenRecord = {
    id: parts.id,
    scope,
    hash: hashSecret(parts.secret),
    createdAt: now.toISOString(),
    ...(expiresAt && { expiresAt: expiresAt.toISOString() }),
    ...(note !== undefined && { note }),
    ...(createdBy !== undefined && { createdBy }),
  };
  return { token: formatToken(parts), record };
}
