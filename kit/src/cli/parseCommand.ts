import { isSemanticVersion, SEMANTIC_VERSION_RULE } from '@mfp/shared/registry';
import { parseCommandLine, previewTtlOf, UsageError } from '@mfp/settings/command';
import type {
  DeployCommand,
  PreviewCommand,
  ReleasesCommand,
  RollbackCommand,
  RolloutCommand,
} from '../deploy/deployCommands';
import type { DevCommand } from '../dev/devRemote';
import { httpUrl, target, usage, usageLine } from './commandTarget';
import { parseDeliveryCommand } from './parseDeliveryCommand';
import { COMMAND_HELP, COMMAND_USAGE, OVERVIEW, type CommandName } from './usage';

/** What `mfp` was asked to do; every name, version and URL in it is valid. */
export type MfpCommand =
  | { kind: 'help'; text: string }
  | { kind: 'build' }
  | DevCommand
  | DeployCommand
  | ReleasesCommand
  | RollbackCommand
  | PreviewCommand
  | RolloutCommand;

export const DEFAULT_DEV_PORT = 3001;

const COMMON = { help: { type: 'boolean', short: 'h' } } as const;
const TARGET = { remote: { type: 'string' }, server: { type: 'string' } } as const;
const TTL = { 'preview-ttl': { type: 'string' } } as const;
const OPTIONS = {
  build: COMMON,
  dev: { ...COMMON, port: { type: 'string' }, host: { type: 'string' } },
  deploy: {
    ...COMMON,
    ...TARGET,
    ...TTL,
    version: { type: 'string' },
    'dry-run': { type: 'boolean' },
    'no-switch': { type: 'boolean' },
  },
  releases: { ...COMMON, ...TARGET },
  rollback: { ...COMMON, ...TARGET, to: { type: 'string' } },
  preview: { ...COMMON, server: TARGET.server, ...TTL },
  rollout: {
    ...COMMON,
    server: TARGET.server,
    steps: { type: 'string' },
    interval: { type: 'string' },
    threshold: { type: 'string', multiple: true },
    json: { type: 'boolean' },
  },
} as const;

/** Every option of every command; the parser has refused any the command does not take. */
interface Values {
  help?: boolean;
  port?: string;
  host?: string;
  remote?: string;
  server?: string;
  version?: string;
  'dry-run'?: boolean;
  'no-switch'?: boolean;
  'preview-ttl'?: string;
  to?: string;
  steps?: string;
  interval?: string;
  threshold?: string[];
  json?: boolean;
}

const isCommandName = (value: string | undefined): value is CommandName =>
  value !== undefined && Object.hasOwn(COMMAND_USAGE, value);

function checkVersion(version: string | undefined, what: string, command: CommandName): string | undefined {
  if (version === undefined || isSemanticVersion(version)) return version;
  throw usage(`${what} "${version}" is not a version: give ${SEMANTIC_VERSION_RULE}`, command);
}

function devPort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_DEV_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw usage(`--port "${value}" is not a port`, 'dev');
  return port;
}

/** `mfp <command> [options]` from `argv` (without node and the script); `env` gives MFP_SERVER. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): MfpCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help')
    return { kind: 'help', text: OVERVIEW };
  if (!isCommandName(name)) throw new UsageError(`Unknown command "${name}".\n${OVERVIEW}`);
  const options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = OPTIONS[name];
  const { values, positionals } = parseCommandLine(rest, options, usageLine(name)) as {
    values: Values;
    positionals: string[];
  };
  if (values.help) return { kind: 'help', text: COMMAND_HELP[name] };
  if (name === 'preview' || name === 'rollout') return parseDeliveryCommand(name, values, positionals, env);
  // Only deploy takes a positional: its build folder.
  if (name !== 'deploy' && positionals.length > 0) throw usage('too many arguments', name);
  switch (name) {
    case 'build':
      return { kind: 'build' };
    case 'dev':
      return {
        kind: 'dev',
        port: devPort(values.port),
        ...(values.host ? { host: httpUrl(values.host, '--host', 'dev') } : {}),
      };
    case 'deploy': {
      if (positionals.length > 1) throw usage('give one build folder', name);
      const version = checkVersion(values.version, '--version', name);
      const noSwitch = values['no-switch'] === true;
      if (values['preview-ttl'] !== undefined && !noSwitch)
        throw usage('--preview-ttl goes with --no-switch: a live release needs no preview link', name);
      const previewTtlMs = previewTtlOf(values['preview-ttl'], usageLine(name));
      return {
        kind: 'deploy',
        dist: positionals[0] ?? 'dist',
        ...target(values, env, name),
        ...(version ? { version } : {}),
        dryRun: values['dry-run'] === true,
        ...(noSwitch && { noSwitch }),
        ...(previewTtlMs !== undefined && { previewTtlMs }),
      };
    }
    case 'releases':
      return { kind: 'releases', ...target(values, env, name) };
    case 'rollback': {
      const to = checkVersion(values.to, '--to', name);
      return { kind: 'rollback', ...target(values, env, name), ...(to ? { to } : {}) };
    }
  }
}
