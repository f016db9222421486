import { checkRemoteName, usageError } from '@mfp/settings/command';
import { COMMAND_USAGE, type CommandName } from './usage';

export const usageLine = (command: CommandName) => `${COMMAND_USAGE[command]} (mfp ${command} --help)`;
export const usage = (problem: string, command: CommandName) => usageError(problem, usageLine(command));

export function httpUrl(value: string, what: string, command: CommandName): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw usage(`${what} "${value}" is not an http(s) URL (e.g. https://mfp.example.com)`, command);
  return url.href.replace(/\/$/, '');
}

/** The deploy API's host: `--server`, else MFP_SERVER. */
export function serverOf(values: { server?: string }, env: NodeJS.ProcessEnv, command: CommandName): string {
  const server = values.server ?? env.MFP_SERVER;
  if (!server) throw usage('--server <url> is missing (or set MFP_SERVER)', command);
  return httpUrl(server, values.server ? '--server' : 'MFP_SERVER', command);
}

/** The remote (`--remote`) and the deploy API's host of `deploy`, `releases` and `rollback`. */
export function target(values: { remote?: string; server?: string }, env: NodeJS.ProcessEnv, command: CommandName) {
  if (!values.remote) throw usage('--remote <name> is missing', command);
  return { remote: checkRemoteName(values.remote, usageLine(command)), server: serverOf(values, env, command) };
}
