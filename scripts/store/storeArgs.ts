import { parseRecordsUrl, type RecordsUrl } from '@mfp/store';
import { parseCommandLine, usageError } from '@mfp/settings/command';

export const STORE_USAGE = 'npm run store -- migrate --from <store folder> --to <postgres://…>';

export type StoreCommand =
  { kind: 'help' } | { kind: 'migrate'; from: string; to: Extract<RecordsUrl, { kind: 'postgres' }> };

const usage = (problem: string) => usageError(problem, STORE_USAGE);

/** Parses the arguments after `npm run store --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseStoreArgs(args: readonly string[]): StoreCommand {
  const { values, positionals } = parseCommandLine(
    args,
    { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    STORE_USAGE,
  );
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1 || positionals[0] !== 'migrate')
    throw usage(`name the one command, migrate (got ${positionals.join(' ') || 'none'})`);
  if (values.from === undefined || values.to === undefined) throw usage('migrate needs --from and --to');
  const from = parseRecordsUrl(values.from, '--from');
  if (from.kind !== 'folder') throw usage('--from names a store folder, not a database');
  const to = parseRecordsUrl(values.to, '--to');
  if (to.kind !== 'postgres') throw usage('--to names a PostgreSQL database (postgres://…), not a folder');
  return { kind: 'migrate', from: from.dir, to };
}
