import { isSemanticVersion, isVersion, SEMANTIC_VERSION_RULE } from '@mfp/shared/registry';
import {
  checkRemoteName,
  parseCommandLine,
  previewTtlOf,
  rolloutOptionsOf,
  usageError,
  type RolloutOptions,
} from '@mfp/settings/command';
import { ROLLOUT_COMMANDS, type RolloutCommandName } from '@mfp/shared/deploy';

export const DEPLOY_USAGE =
  'npm run deploy -- <remote> [--version <v>] [--store <dir>] [--force] [--rollback | --to <version>] ' +
  '[--no-switch [--preview-ttl <d>] | --canary [--steps 5,25,50,100] [--interval 10m] [--threshold <n>=<v> ...]] ' +
  '[--rollout status|pause|resume|promote|abort [--json]]';

/** What `npm run deploy` was asked to do; every name and version in it is valid. */
export type DeployCommand =
  | { kind: 'help' }
  /** Build, check, publish and switch to `version` (the package version plus a content hash when unset). */
  | {
      kind: 'deploy';
      remote: string;
      version?: string;
      storeDir?: string;
      force: boolean;
      /** Publish and leave the live release live; print a preview link (decision 0077). */
      noSwitch?: boolean;
      previewTtlMs?: number;
      /** `--canary`: publish without switching, then start a rollout of it with these options. */
      canary?: RolloutOptions;
    }
  /** `--rollout <action>`: a command to the remote's rollout, or its status. */
  | { kind: 'rollout'; remote: string; action: RolloutCommandName | 'status'; json: boolean; storeDir?: string }
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
  'no-switch': { type: 'boolean' },
  'preview-ttl': { type: 'string' },
  canary: { type: 'boolean' },
  steps: { type: 'string' },
  interval: { type: 'string' },
  threshold: { type: 'string', multiple: true },
  rollout: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ROLLOUT_ACTIONS: readonly string[] = ['status', ...ROLLOUT_COMMANDS];

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
  if (values.rollout !== undefined) return rolloutCommand(values, common);
  if (values.json) throw usage('--json goes with --rollout status');
  if (values.rollback) return { kind: 'rollback', ...common };
  if (values.to !== undefined) return { kind: 'switch', ...common, version: checkPublishedName(values.to) };
  const version = values.version === undefined ? undefined : checkVersion(values.version, '--version');
  return { kind: 'deploy', ...common, ...(version !== undefined && { version }), ...deliveryOf(values) };
}

type Values = ReturnType<typeof parseCommandLine<typeof OPTIONS>>['values'];

/** `--no-switch` and its link's lifetime, or `--canary` and its rollout's options (decision 0077). */
function deliveryOf(values: Values) {
  const rolloutGiven = [values.steps, values.interval, values.threshold].some((value) => value !== undefined);
  if (values.canary && values['no-switch'])
    throw usage('--canary publishes without switching already: leave --no-switch out');
  if (rolloutGiven && !values.canary) throw usage('--steps, --interval and --threshold go with --canary');
  if (values['preview-ttl'] !== undefined && !values['no-switch'] && !values.canary)
    throw usage('--preview-ttl goes with --no-switch or --canary: a live release needs no preview link');
  const previewTtlMs = previewTtlOf(values['preview-ttl'], DEPLOY_USAGE);
  return {
    ...((values['no-switch'] || values.canary) && { noSwitch: true }),
    ...(previewTtlMs !== undefined && { previewTtlMs }),
    ...(values.canary && { canary: rolloutOptionsOf(values, DEPLOY_USAGE) }),
  };
}

/** `--rollout <action>` alone: nothing is built or published. */
function rolloutCommand(values: Values, common: { remote: string; storeDir?: string }): DeployCommand {
  const action = values.rollout ?? '';
  if (!ROLLOUT_ACTIONS.includes(action))
    throw usage(`--rollout "${action}" is not one of ${ROLLOUT_ACTIONS.join(', ')}; start one with --canary`);
  const others = ['version', 'force', 'rollback', 'to', 'no-switch', 'preview-ttl', 'canary', 'steps', 'interval'];
  const given = others.filter((name) => values[name as keyof Values] !== undefined);
  if (given.length || values.threshold)
    throw usage(`--rollout takes no other option (got --${given[0] ?? 'threshold'})`);
  if (values.json && action !== 'status') throw usage('--json goes with --rollout status');
  const { storeDir, remote } = common;
  return {
    kind: 'rollout',
    remote,
    action: action as RolloutCommandName | 'status',
    json: values.json ?? false,
    ...(storeDir && { storeDir }),
  };
}
