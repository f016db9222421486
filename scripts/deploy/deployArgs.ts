import { isSemanticVersion, isVersion, SEMANTIC_VERSION_RULE } from '@mfp/shared/registry';
import { checkRemoteName, parseCommandLine, usageError } from '@mfp/remote-kit/command';

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

const usage = (problem: string) => usageError(problem, DEPLOY_USAGE);

/**
 * A version to deploy names a new folder of the store: a semantic version (`1.2.0`, `1.2.0-rc.1`), no path. `what`
 * says which option gave it.
 */
function checkVersion(version: string, what: string): string {
  if (isSemanticVersion(version)) return version;
  throw usage(`${what} "${version}" is not a version: give ${SEMANTIC_VERSION_RULE}, with no path or slash`);
}

/** `--to` names a version already in the store: one folder name, never a path. */
function checkPublishedName(version: string): string {
  if (isVersion(version)) return version;
  throw usage(`--to "${version}" is not a version: give one of the published versions, which never hold a path`);
}

/**
 * Parses the arguments after `npm run deploy --`. Throws a `UsageError` (exit 2) with one line naming the problem and
 * the usage: an unknown option, a missing value, a repeated option, several remotes, `--rollback` with `--to`, or a
 * name or version that could be a path. Whether the remote and the version exist is checked later, against the store.
 */
export function parseDeployArgs(args: readonly string[]): DeployCommand {
  const { values, positionals } = parseCommandLine(args, OPTIONS, DEPLOY_USAGE);
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0) throw usage('name the remote to deploy');
  if (positionals.length > 1) throw usage(`deploy one remote at a time (got ${positionals.join(', ')})`);
  const remote = checkRemoteName(positionals[0] as string, DEPLOY_USAGE);
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
