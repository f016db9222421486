import { parseArgs } from 'node:util';
import { checkRemoteName } from '../deploy/deployArgs';
import { UsageError } from '@mfp/remote-kit/command';

export const RELEASES_USAGE = 'npm run releases -- [<remote>] [--json] [--store <dir>]';

export type ReleasesCommand =
  | { kind: 'help' }
  /** `remote` unset: every remote with releases. */
  | { kind: 'list'; remote?: string; json: boolean; storeDir?: string };

/** Parses the arguments after `npm run releases --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseReleasesArgs(args: readonly string[]): ReleasesCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { json: { type: 'boolean' }, store: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const first = (error as Error).message.split(/\.(?:\s|$)/, 1)[0];
    throw new UsageError(`${first}. Usage: ${RELEASES_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length > 1)
    throw new UsageError(`name one remote, or none for all (got ${positionals.join(', ')}). Usage: ${RELEASES_USAGE}`);
  const remote = positionals[0] === undefined ? undefined : checkRemoteName(positionals[0], RELEASES_USAGE);
  return {
    kind: 'list',
    json: values.json ?? false,
    ...(remote !== undefined && { remote }),
    ...(values.store && { storeDir: values.store }),
  };
}
