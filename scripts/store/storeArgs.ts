import { parseArgs } from 'node:util';
import { parseRecordsUrl, type RecordsUrl } from '@mfp/store';
import { UsageError } from '@mfp/remote-kit/command';

export const STORE_USAGE = 'npm run store -- migrate --from <store folder> --to <postgres://…>';

export type StoreCommand =
  { kind: 'help' } | { kind: 'migrate'; from: string; to: Extract<RecordsUrl, { kind: 'postgres' }> };

/** Parses the arguments after `npm run store --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseStoreArgs(args: readonly string[]): StoreCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const first = (error as Error).message.split(/\.(?:\s|$)/, 1)[0];
    throw new UsageError(`${first}. Usage: ${STORE_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length !== 1 || positionals[0] !== 'migrate')
    throw new UsageError(
      `name the one command, migrate (got ${positionals.join(' ') || 'none'}). Usage: ${STORE_USAGE}`,
    );
  if (values.from === undefined || values.to === undefined)
    throw new UsageError(`migrate needs --from and --to. Usage: ${STORE_USAGE}`);
  const from = parseRecordsUrl(values.from, '--from');
  if (from.kind !== 'folder')
    throw new UsageError(`--from names a store folder, not a database. Usage: ${STORE_USAGE}`);
  const to = parseRecordsUrl(values.to, '--to');
  if (to.kind !== 'postgres')
    throw new UsageError(`--to names a PostgreSQL database (postgres://…), not a folder. Usage: ${STORE_USAGE}`);
  return { kind: 'migrate', from: from.dir, to };
}
