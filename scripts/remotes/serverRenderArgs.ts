import { checkRemoteName, usageError } from '@mfp/settings/command';
import { SERVER_RENDER_BOUNDS, type RemoteServerRender } from '@mfp/shared/registry';

/** What `npm run remotes -- server-render` was asked to set. */
export interface ServerRenderCommand {
  kind: 'server-render';
  name: string;
  serverRender: RemoteServerRender;
}

type LimitKey = 'deadlineMs' | 'memoryMb' | 'outputKb';

/** Each limit the command sets: its key in the registry entry, its option, and what the number is for. */
const LIMIT_OPTIONS: readonly [LimitKey, string, (name: string) => string][] = [
  ['deadlineMs', 'deadline-ms', (name) => `how long a page waits for ${name}'s server render, in milliseconds`],
  ['memoryMb', 'memory-mb', (name) => `the memory ${name}'s server render may use, in MB`],
  ['outputKb', 'output-kb', (name) => `the HTML ${name}'s server render may return, in KB`],
];

/** A limit as the command line gives it: a whole number within the bounds the host's own setting has. */
function limit(
  option: string,
  raw: string,
  { min, max }: { min: number; max: number },
  meaning: string,
  usage: string,
): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
  const shown = raw === '' ? '""' : raw;
  throw usageError(`--${option} ${shown} is not a whole number from ${min} to ${max}: it is ${meaning}`, usage);
}

/**
 * `server-render <name> on|off [--deadline-ms <n>] [--memory-mb <n>] [--output-kb <n>]`, from the positionals after the command and
 * the options; a `UsageError` (exit 2) names the first problem. `off` takes no limits: a remote rendered in the
 * browser has none to keep.
 */
export function parseServerRenderArgs(
  rest: readonly string[],
  options: { deadlineMs?: string; memoryMb?: string; outputKb?: string; others: readonly string[] },
  usage: string,
): ServerRenderCommand {
  if (rest.length !== 2 || (rest[1] !== 'on' && rest[1] !== 'off'))
    throw usageError(`server-render takes one remote name, then on or off (got ${rest.join(' ') || 'none'})`, usage);
  if (options.others.length > 0)
    throw usageError(`server-render takes no ${options.others.map((name) => `--${name}`).join(', ')}`, usage);
  const name = checkRemoteName(rest[0]!, usage);
  const { deadlineMs, memoryMb, outputKb } = options;
  if (rest[1] === 'off') {
    if (deadlineMs !== undefined || memoryMb !== undefined || outputKb !== undefined)
      throw usageError(
        'server-render off takes no --deadline-ms, --memory-mb or --output-kb: they apply only while it is on',
        usage,
      );
    return { kind: 'server-render', name, serverRender: { enabled: false } };
  }
  const serverRender: RemoteServerRender = { enabled: true };
  for (const [key, option, meaning] of LIMIT_OPTIONS) {
    const raw = options[key];
    if (raw !== undefined) serverRender[key] = limit(option, raw, SERVER_RENDER_BOUNDS[key], meaning(name), usage);
  }
  return { kind: 'server-render', name, serverRender };
}
