import { checkRemoteName, parseCommandLine, usageError } from '@mfp/settings/command';

export const TOKENS_USAGE =
  'npm run tokens -- create (--remote <name> | --admin) [--expires 90d|12h|<ISO date>] [--note <text>] [--json] | ' +
  'list [--json] | revoke <token id>';

/** What `npm run tokens` was asked to do; names are valid, whether they exist is checked against the store. */
export type TokensCommand =
  | { kind: 'help' }
  /** `remote` unset: an admin token. `expires` as given, read against the clock when the token is made. */
  | { kind: 'create'; remote?: string; expires?: string; note?: string; json: boolean }
  | { kind: 'list'; json: boolean }
  | { kind: 'revoke'; id: string };

const OPTIONS = {
  remote: { type: 'string' },
  admin: { type: 'boolean' },
  expires: { type: 'string' },
  note: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A token's public id, as `list` shows it: never the token itself. */
const TOKEN_ID = /^tok_[a-z0-9]{8,32}$/;

const usage = (problem: string) => usageError(problem, TOKENS_USAGE);

function only(given: Record<string, unknown>, allowed: readonly string[], command: string) {
  const extra = Object.keys(given).filter((name) => given[name] !== undefined && !allowed.includes(name));
  if (extra.length > 0) throw usage(`${command} takes no ${extra.map((name) => `--${name}`).join(', ')}`);
}

/** Parses the arguments after `npm run tokens --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseTokensArgs(args: readonly string[]): TokensCommand {
  const { values, positionals } = parseCommandLine(args, OPTIONS, TOKENS_USAGE);
  if (values.help) return { kind: 'help' };
  const [command, ...rest] = positionals;
  if (command === 'create') {
    if (rest.length > 0) throw usage(`create takes options only (got ${rest.join(' ')})`);
    if ((values.remote === undefined) === (values.admin !== true))
      throw usage('create needs exactly one of --remote <name> (deploy that remote) or --admin (everything)');
    if (values.note !== undefined && (values.note.length > 200 || /\p{Cc}/u.test(values.note)))
      throw usage('--note is at most 200 printable characters, e.g. "catalog CI"');
    return {
      kind: 'create',
      json: values.json ?? false,
      ...(values.remote !== undefined && { remote: checkRemoteName(values.remote, TOKENS_USAGE) }),
      ...(values.expires !== undefined && { expires: values.expires }),
      ...(values.note !== undefined && { note: values.note }),
    };
  }
  if (command === 'list') {
    if (rest.length > 0) throw usage(`list takes no names (got ${rest.join(' ')})`);
    only(values, ['json'], 'list');
    return { kind: 'list', json: values.json ?? false };
  }
  if (command === 'revoke') {
    only(values, [], 'revoke');
    if (rest.length !== 1) throw usage('revoke takes one token id, as `npm run tokens -- list` shows it');
    const id = rest[0]!;
    if (!TOKEN_ID.test(id))
      throw usage(
        `"${id.startsWith('mfp_') ? 'mfp_…' : id}" is not a token id: give the id (tok_…) that ` +
          '`npm run tokens -- list` shows, never the token',
      );
    return { kind: 'revoke', id };
  }
  throw usage(`name a command: create, list or revoke (got ${command ?? 'none'})`);
}
