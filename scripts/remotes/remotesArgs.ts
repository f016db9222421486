import { checkRemoteName, parseCommandLine, usageError } from '@mfp/settings/command';
import { parseApiOriginsArgs, type ApiOriginsCommand } from './apiOriginsArgs';
import { parseBudgetArgs, type BudgetCommand } from './budgetArgs';
import { parseServerRenderArgs, type ServerRenderCommand } from './serverRenderArgs';

export const REMOTES_USAGE =
  'npm run remotes -- add <name> --route </path> --title <Title> [--module ./App] | server-render <name> on|off ' +
  '[--deadline-ms <n>] [--memory-mb <n>] [--output-kb <n>] | api-origins <name> <origin>...|none | ' +
  'budget <name> --max-kb <n>|off | list [--json]';

/** What `npm run remotes` was asked to do. The route, title and module are checked by `registerRemote`. */
export type RemotesCommand =
  | { kind: 'help' }
  | { kind: 'add'; name: string; route: string; title: string; module?: string }
  | ServerRenderCommand
  | ApiOriginsCommand
  | BudgetCommand
  | { kind: 'list'; json: boolean };

const OPTIONS = {
  route: { type: 'string' },
  title: { type: 'string' },
  module: { type: 'string' },
  'deadline-ms': { type: 'string' },
  'memory-mb': { type: 'string' },
  'output-kb': { type: 'string' },
  'max-kb': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const usage = (problem: string) => usageError(problem, REMOTES_USAGE);

/** Parses the arguments after `npm run remotes --`; a `UsageError` (exit 2) names the problem and the usage. */
export function parseRemotesArgs(args: readonly string[]): RemotesCommand {
  const { values, positionals } = parseCommandLine(args, OPTIONS, REMOTES_USAGE);
  if (values.help) return { kind: 'help' };
  const [command, ...rest] = positionals;
  const limits = (['deadline-ms', 'memory-mb', 'output-kb'] as const).filter((name) => values[name] !== undefined);
  if (command === 'budget') {
    const others = (['route', 'title', 'module', 'json', 'deadline-ms', 'memory-mb', 'output-kb'] as const).filter(
      (name) => values[name] !== undefined,
    );
    return parseBudgetArgs(rest, { maxKb: values['max-kb'], others }, REMOTES_USAGE);
  }
  if (values['max-kb'] !== undefined) throw usage(`${command ?? 'the command'} takes no --max-kb`);
  if (command === 'server-render') {
    const others = (['route', 'title', 'module', 'json'] as const).filter((name) => values[name] !== undefined);
    const { 'deadline-ms': deadlineMs, 'memory-mb': memoryMb, 'output-kb': outputKb } = values;
    return parseServerRenderArgs(rest, { deadlineMs, memoryMb, outputKb, others }, REMOTES_USAGE);
  }
  if (limits.length > 0)
    throw usage(`${command ?? 'the command'} takes no ${limits.map((name) => `--${name}`).join(', ')}`);
  if (command === 'api-origins') {
    const others = (['route', 'title', 'module', 'json'] as const).filter((name) => values[name] !== undefined);
    return parseApiOriginsArgs(rest, { others }, REMOTES_USAGE);
  }
  if (command === 'add') {
    if (rest.length !== 1) throw usage(`add takes one remote name (got ${rest.join(', ') || 'none'})`);
    if (values.json) throw usage('add takes no --json');
    if (values.route === undefined || values.title === undefined)
      throw usage('add needs --route (e.g. /reviews) and --title (e.g. Reviews)');
    return {
      kind: 'add',
      name: checkRemoteName(rest[0]!, REMOTES_USAGE),
      route: values.route,
      title: values.title,
      ...(values.module !== undefined && { module: values.module }),
    };
  }
  if (command === 'list') {
    if (rest.length > 0) throw usage(`list takes no names (got ${rest.join(' ')})`);
    const extra = (['route', 'title', 'module'] as const).filter((name) => values[name] !== undefined);
    if (extra.length > 0) throw usage(`list takes no ${extra.map((name) => `--${name}`).join(', ')}`);
    return { kind: 'list', json: values.json ?? false };
  }
  throw usage(`name a command: add, server-render, api-origins, budget or list (got ${command ?? 'none'})`);
}
