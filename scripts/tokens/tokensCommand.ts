import { issueToken, remoteDescription, type AuditEntry, type TokenScope } from '@mfp/store/control';
import type { RecordsCommandContext } from '../lib/recordsCommand';
import { UserFacingError } from '@mfp/settings/command';
import { parseExpiry } from './parseExpiry';
import { describeScope, formatTokenList, tokenListing, when } from './tokenListing';
import { TOKENS_USAGE, type TokensCommand } from './tokensArgs';

/** What `npm run tokens` works with (`scripts/lib/recordsCommand.ts`). */
export type TokensContext = RecordsCommandContext;

/** One change, twice: an entry of the audit trail and a JSON log line, both with the token's id only. */
async function record(context: TokensContext, entry: AuditEntry, logged: Record<string, unknown>) {
  await context.store.control.appendAudit(entry);
  context.log(JSON.stringify({ at: entry.at, event: entry.action, tokenId: entry.tokenId, ...logged }));
}

async function create(command: Extract<TokensCommand, { kind: 'create' }>, context: TokensContext) {
  const now = context.now();
  const expiresAt = command.expires === undefined ? undefined : parseExpiry(command.expires, now, TOKENS_USAGE);
  let scope: TokenScope = { kind: 'admin' };
  if (command.remote !== undefined) {
    if (!(await remoteDescription(context.store, command.remote)))
      throw new UserFacingError(
        `${command.remote} is neither registered nor deployed in ${context.store.location}: register it first with ` +
          `npm run remotes -- add ${command.remote} --route /<path> --title <Title>, then create its token.`,
      );
    scope = { kind: 'remote', remote: command.remote };
  }
  const { token, record: stored } = issueToken(scope, {
    now,
    ...(expiresAt && { expiresAt }),
    ...(command.note !== undefined && { note: command.note }),
    createdBy: context.by,
  });
  const expiry = expiresAt ? `expires ${when(expiresAt.toISOString())}` : 'never expires';
  // One transaction in a database: the token is stored with its audit entry, or neither is.
  await context.store.withLock(async () => {
    await context.store.control.addToken(stored);
    await record(
      context,
      {
        at: now.toISOString(),
        action: 'token-create',
        result: 'ok',
        tokenId: stored.id,
        ...(command.remote !== undefined && { remote: command.remote }),
        detail: `scope ${describeScope(scope)}, ${expiry}, by ${context.by}`,
      },
      { scope: describeScope(scope), expiresAt: stored.expiresAt ?? null, by: context.by },
    );
  });
  if (command.json) {
    context.print(JSON.stringify({ id: stored.id, token }));
    return;
  }
  const may = scope.kind === 'admin' ? 'may do everything, register remotes too' : `may deploy ${command.remote}`;
  context.print(
    [
      `Created token ${stored.id} (${describeScope(scope)}, ${expiry}): it ${may}.`,
      '',
      `  ${token}`,
      '',
      'It is shown only this once and cannot be recovered. Store it now as the secret MFP_DEPLOY_TOKEN of the CI',
      `that deploys (mfp deploy reads it from there). Revoke it with: npm run tokens -- revoke ${stored.id}`,
    ].join('\n'),
  );
}

async function list(command: Extract<TokensCommand, { kind: 'list' }>, context: TokensContext) {
  const now = context.now();
  const tokens = (await context.store.control.listTokens()).map((stored) => tokenListing(stored, now));
  context.print(command.json ? JSON.stringify(tokens, null, 2) : formatTokenList(tokens, context.store.location));
}

async function revoke(command: Extract<TokensCommand, { kind: 'revoke' }>, context: TokensContext) {
  const now = context.now();
  const outcome = await context.store.withLock(async () => {
    const revoked = await context.store.control.revokeToken(command.id, now);
    if (revoked === 'revoked') await recordRevocation(command.id, now, context);
    return revoked;
  });
  if (outcome === 'unknown')
    throw new UserFacingError(
      `There is no token ${command.id} in ${context.store.location}: npm run tokens -- list shows the ids there.`,
    );
  if (outcome === 'already-revoked') {
    const revokedAt = (await context.store.control.findToken(command.id))?.revokedAt;
    context.print(`${command.id} was revoked already${revokedAt ? ` (${when(revokedAt)})` : ''}: nothing changed.`);
    return;
  }
  const stored = await context.store.control.findToken(command.id);
  context.print(
    `Revoked ${command.id} (${stored ? describeScope(stored.scope) : 'unknown scope'}): the deploy API refuses it ` +
      'from now on.',
  );
}

async function recordRevocation(id: string, now: Date, context: TokensContext) {
  const stored = await context.store.control.findToken(id);
  const scope = stored ? describeScope(stored.scope) : 'unknown scope';
  await record(
    context,
    {
      at: now.toISOString(),
      action: 'token-revoke',
      result: 'ok',
      tokenId: id,
      ...(stored?.scope.kind === 'remote' && { remote: stored.scope.remote }),
      detail: `scope ${scope}, by ${context.by}`,
    },
    { scope, by: context.by },
  );
}

/** Runs one `npm run tokens` command (not `help`) against `context.store`. */
export function runTokensCommand(command: Exclude<TokensCommand, { kind: 'help' }>, context: TokensContext) {
  if (command.kind === 'create') return create(command, context);
  if (command.kind === 'list') return list(command, context);
  return revoke(command, context);
}
