import { checkRemoteName, parseCommandLine, usageError } from '@mfp/settings/command';

export const RELEASES_USAGE = 'npm run releases -- [<remote>] [--json] [--store <dir>]';

export type ReleasesCommand =
  | { kind: 'help' }
  /** `remote` unset: every remote with releases. */
  | { kind: 'list'; remote?: string; json: boolean; storeDir?: string };

/** Parses the arguments after `npm run releases --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseReleasesArgs(args: readonly string[]): ReleasesCommand {
  const { values, positionals } = parseCommandLine(
    args,
    { json: { type: 'boolean' }, store: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    RELEASES_USAGE,
  );
  if (values.help) return { kind: 'help' };
  if (positionals.length > 1)
    throw usageError(`name one remote, or none for all (got ${positionals.join(', ')})`, RELEASES_USAGE);
  const remote = positionals[0] === undefined ? undefined : checkRemoteName(positionals[0], RELEASES_USAGE);
  return {
    kind: 'list',
    json: values.json ?? false,
    ...(remote !== undefined && { remote }),
    ...(values.store && { storeDir: values.store }),
  };
}
