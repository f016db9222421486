import { parseArgs } from 'node:util';
import { isSemanticVersion, isVersion, remoteNameSchema, SEMANTIC_VERSION_RULE } from '@mfp/shared/registry';
import { UsageError } from '@mfp/remote-kit/command';

export const DEPLOY_USAGE =
  'npm run deploy -- <remote> [--version <v>] [--store <dir>] [--force] [--rollback | --to <version>]';

/** What `npm run deploy` was asked to do; every name and version in it is valid. */
export type DeployCommand =
  | { kind: 'help' }
  /** Build, check, publish and switch to `version` (the package version plus a content hash when unset). */
  | { kind: 'deploy'; remote: string; version?: string; storeDir?: string; force: boolean }
  /** Switch back to the release before the live one. */
  | { kind: 'rollback'; remote: string; storeDir?: string; force: boolean }
  /** Switch to any published version (`--to`). */
  | { kind: 'switch'; remote: string; version: string; storeDir?: string; force: boolean };

const OPTIONS = {
  version: { type: 'string' },
  store: { type: 'string' },
  force: { type: 'boolean' },
  rollback: { type: 'boolean' },
  to: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const usage = (problem: string, line = DEPLOY_USAGE) => new UsageError(`${problem}. Usage: ${line}`);

/** parseArgs' problem in a few words; its own message goes on to suggest `--` tricks that do not apply here. */
function parseProblem(error: Error & { code?: string }): string {
  const option = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1] ?? 'an option';
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /does not take/.test(error.message) ? `${option} takes no value` : `${option} needs a value`;
  return error.message.split(/\.(?:\s|$)/, 1)[0] ?? error.message;
}

/**
 * A remote name names a folder and a federation container: lowercase letters, digits, underscores. `usageLine` is the
 * command's usage, for the error.
 */
export function checkRemoteName(name: string, usageLine = DEPLOY_USAGE): string {
  if (remoteNameSchema.safeParse(name).success) return name;
  throw usage(
    `"${name}" is not a remote name: it must be lowercase letters, digits or underscores, starting with a letter, ` +
      `with no path (e.g. "catalog")`,
    usageLine,
  );
}

/**
 * A version to deploy names a new folder of the store: a semantic version (`1.2.0`, `1.2.0-rc.1`), no path. `what`
 * says which option gave it.
 */
export function checkVersion(version: string, what: string): string {
  if (isSemanticVersion(version)) return version;
  throw usage(`${what} "${version}" is not a version: give ${SEMANTIC_VERSION_RULE}, with no path or slash`);
}

/** `--to` names a version already in the store: one folder name, never a path. */
function checkPublishedName(version: string): string {
  if (isVersion(version)) return version;
  throw usage(`--to "${version}" is not a version: give one of the published versions, which never hold a path`);
}

function repeatedOption(tokens: readonly { kind: string; name?: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined) continue;
    if (seen.has(token.name)) return token.name;
    seen.add(token.name);
  }
  return undefined;
}

/**
 * Parses the arguments after `npm run deploy --`. Throws a `UsageError` (exit 2) with one line naming the problem and
 * the usage: an unknown option, a missing value, a repeated option, several remotes, `--rollback` with `--to`, or a
 * name or version that could be a path. Whether the remote and the version exist is checked later, against the store.
 */
export function parseDeployArgs(args: readonly string[]): DeployCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw usage(parseProblem(error as Error));
  }
  const { values, positionals, tokens } = parsed;
  if (values.help) return { kind: 'help' };
  const repeated = repeatedOption(tokens);
  if (repeated) throw usage(`--${repeated} is given more than once`);
  if (positionals.length === 0) throw usage('name the remote to deploy');
  if (positionals.length > 1) throw usage(`deploy one remote at a time (got ${positionals.join(', ')})`);
  const remote = checkRemoteName(positionals[0] as string);
  if (values.store !== undefined && values.store.trim() === '') throw usage('--store needs a folder');
  const common = { remote, force: values.force ?? false, ...(values.store && { storeDir: values.store }) };
  if (values.rollback && values.to !== undefined)
    throw usage('--rollback goes to the previous release and --to to a given one: use one of them');
  if (values.version !== undefined && (values.rollback || values.to !== undefined))
    throw usage('--version names a new release; to switch to a published one, use --to <version> alone');
  if (values.rollback) return { kind: 'rollback', ...common };
  if (values.to !== undefined) return { kind: 'switch', ...common, version: checkPublishedName(values.to) };
  const version = values.version === undefined ? undefined : checkVersion(values.version, '--version');
  return { kind: 'deploy', ...common, ...(version !== undefined && { version }) };
}
