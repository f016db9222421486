import { ROLLOUT_COMMANDS } from '@mfp/shared/deploy';
import { isVersion } from '@mfp/shared/registry';
import { checkRemoteName, previewTtlOf, rolloutOptionsOf } from '@mfp/settings/command';
import type { PreviewCommand, RolloutCommand } from '../deploy/deployCommands';
import { serverOf, usage, usageLine } from './commandTarget';

/** The options `preview` and `rollout` may have been given; the parser refused any other. */
interface DeliveryValues {
  server?: string;
  'preview-ttl'?: string;
  steps?: string;
  interval?: string;
  threshold?: string[];
  json?: boolean;
}

const ACTIONS = ['start', 'status', ...ROLLOUT_COMMANDS] as const;

function versionArgument(value: string | undefined, command: 'preview' | 'rollout'): string {
  if (value === undefined) throw usage('name the version', command);
  if (isVersion(value)) return value;
  throw usage(`"${value}" is not a version: give a published one (mfp releases lists them)`, command);
}

function parseRollout(values: DeliveryValues, positionals: readonly string[], env: NodeJS.ProcessEnv) {
  const [action, remoteName, version, ...extra] = positionals;
  if (!(ACTIONS as readonly (string | undefined)[]).includes(action))
    throw usage(`name what to do: ${ACTIONS.join(', ')}${action ? ` (not "${action}")` : ''}`, 'rollout');
  if (remoteName === undefined) throw usage('name the remote', 'rollout');
  const common = { kind: 'rollout' as const, remote: checkRemoteName(remoteName, usageLine('rollout')) };
  const server = serverOf(values, env, 'rollout');
  const startOnly = [values.steps, values.interval, values.threshold].some((value) => value !== undefined);
  if (action !== 'start' && (startOnly || version !== undefined || extra.length))
    throw usage(`rollout ${action} takes the remote only${action === 'status' ? ' (and --json)' : ''}`, 'rollout');
  if (action !== 'status' && values.json) throw usage('--json goes with rollout status', 'rollout');
  if (action === 'status') return { ...common, server, action, json: values.json === true };
  if (action !== 'start') return { ...common, server, action: action as (typeof ROLLOUT_COMMANDS)[number] };
  if (extra.length) throw usage('give one version', 'rollout');
  return {
    ...common,
    server,
    action,
    version: versionArgument(version, 'rollout'),
    ...rolloutOptionsOf(values, usageLine('rollout')),
  };
}

/** `mfp preview <remote> <version>` and `mfp rollout <action> <remote> [<version>]`, with their options checked. */
export function parseDeliveryCommand(
  name: 'preview' | 'rollout',
  values: DeliveryValues,
  positionals: readonly string[],
  env: NodeJS.ProcessEnv,
): PreviewCommand | RolloutCommand {
  if (name === 'rollout') return parseRollout(values, positionals, env) as RolloutCommand;
  const [remoteName, version, ...extra] = positionals;
  if (remoteName === undefined) throw usage('name the remote', name);
  if (extra.length) throw usage('too many arguments', name);
  const ttlMs = previewTtlOf(values['preview-ttl'], usageLine(name));
  return {
    kind: 'preview',
    remote: checkRemoteName(remoteName, usageLine(name)),
    server: serverOf(values, env, name),
    version: versionArgument(version, name),
    ...(ttlMs !== undefined && { ttlMs }),
  };
}
