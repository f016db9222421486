import type { DeployTokenRecord, TokenScope } from '@mfp/store/control';

/** A token as `npm run tokens -- list` shows it: everything but its hash. `--json` prints exactly these fields. */
export interface ListedToken {
  id: string;
  scope: TokenScope;
  /** `active` until it is revoked or its expiry passes. */
  status: 'active' | 'revoked' | 'expired';
  createdAt: string;
  createdBy?: string;
  expiresAt?: string;
  revokedAt?: string;
  note?: string;
}

export const describeScope = (scope: TokenScope) => (scope.kind === 'admin' ? 'admin' : `remote ${scope.remote}`);

/** The listing of one stored token at `now`; the hash stays behind. */
export function tokenListing(record: DeployTokenRecord, now: Date): ListedToken {
  const status =
    record.revokedAt !== undefined
      ? 'revoked'
      : record.expiresAt !== undefined && Date.parse(record.expiresAt) <= now.getTime()
        ? 'expired'
        : 'active';
  return {
    id: record.id,
    scope: record.scope,
    status,
    createdAt: record.createdAt,
    ...(record.createdBy !== undefined && { createdBy: record.createdBy }),
    ...(record.expiresAt !== undefined && { expiresAt: record.expiresAt }),
    ...(record.revokedAt !== undefined && { revokedAt: record.revokedAt }),
    ...(record.note !== undefined && { note: record.note }),
  };
}

/** `2026-01-31 14:05 UTC`, as `npm run releases` writes times. */
export const when = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`;

/** The table `npm run tokens -- list` prints, one token a line, oldest first. */
export function formatTokenList(tokens: readonly ListedToken[], location: string): string {
  if (tokens.length === 0) return `No tokens in ${location}. Create one with: npm run tokens -- create --remote <name>`;
  const rows = tokens.map((token) => [
    token.id,
    describeScope(token.scope),
    token.status === 'revoked' ? `revoked ${when(token.revokedAt ?? '')}` : token.status,
    when(token.createdAt),
    token.expiresAt === undefined ? 'never' : when(token.expiresAt),
    token.note ?? '',
  ]);
  const header = ['ID', 'SCOPE', 'STATUS', 'CREATED', 'EXPIRES', 'NOTE'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
