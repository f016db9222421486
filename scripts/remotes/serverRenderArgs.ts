import { checkRemoteName, usageError } from '@mfp/settings/command';
import { SERVER_RENDER_BOUNDS, type RemoteServerRender } from '@mfp/shared/registry';

/** What `npm run remotes -- server-render` was asked to set. */
export interface ServerRenderCommand {
  kind: 'server-render';
  name: string;
  serverRender: RemoteServerRender;
}

/** A limit as the command line gives it: a whole number within the bounds the host's own setting has. */
function limit(
  option: 'deadline-ms' | 'memory-mb' | 'output-kb',
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
  if (deadlineMs !== undefined)
    serverRender.deadlineMs = limit(
      'deadline-ms',
      deadlineMs,
      SERVER_RENDER_BOUNDS.deadlineMs,
      `how long a page waits for ${name}'s server render, in milliseconds`,
      usage,
    );
  if (memoryMb !== undefined)
    serverRender.memoryMb = limit(
      'memory-mb',
      memoryMb,
      SERVER_RENDER_BOUNDS.memoryMb,
      `the memory ${name}'s server render may use, in MB`,
      usage,
    );
  if (outputKb !== undefined)
    serverRender.outputKb = limit(
      'output-kb',
      outputKb,
      SERVER_RENDER_BOUNDS.outputKb,
      `the HTML ${name}'s server render may return, in KB`,
      usage,
    );
  return { kind: 'server-render', name, serverRender };
}
