import { originOf } from '@mfp/shared/origins';
import { parseCommandLine, usageError } from '@mfp/settings/command';
import { isUsablePort } from './devPorts';

export const DEV_REMOTE_USAGE = 'npm run dev:remote -- <name> [--port <port>] [--host <host URL> | --ssr]';

export interface DevRemoteArgs {
  name: string;
  /** Replaces the remote's fixed dev port for this run. */
  port?: number;
  /** A running host (local or deployed) to plug this remote into: its origin, e.g. http://localhost:3000. */
  host?: string;
  /** Renders the standalone page on the server from the remote's server build, for the browser to hydrate. */
  ssr?: true;
}

const usage = (problem: string) => usageError(problem, DEV_REMOTE_USAGE);

function readPort(raw: string): number {
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (isUsablePort(port)) return port;
  throw usage(`--port ${raw} is not a usable port: give a whole number from 1024 to 65535, e.g. --port 3011`);
}

function readHost(raw: string): string {
  if (!URL.canParse(raw))
    throw usage(`--host ${raw} is not a URL: give the host's address, e.g. --host http://localhost:3000`);
  const origin = originOf(raw);
  if (origin === undefined) throw usage(`--host ${raw} must be an http(s) URL, e.g. --host http://localhost:3000`);
  return origin;
}

/**
 * `--ssr` checks the standalone page, and a host never renders an override on the server (overrides are the tab's
 * alone, decision 0064): with `--host` it would check nothing there, so the pair is refused rather than half-honoured.
 */
function refuseSsrWithHost(host: string): never {
  throw usage(
    `--ssr renders the standalone page on the server, and a host renders an override in the browser only, so ` +
      `--ssr with --host ${host} would check nothing there: drop --host to check the server render on the standalone ` +
      'page, or drop --ssr to plug the remote into that host',
  );
}

/** Reads `<name> [--port p] [--host url | --ssr]`; anything else is refused with the usage line (exit 2). */
export function parseDevRemoteArgs(args: readonly string[]): DevRemoteArgs {
  const { values, positionals } = parseCommandLine(
    args,
    { port: { type: 'string' }, host: { type: 'string' }, ssr: { type: 'boolean' } },
    DEV_REMOTE_USAGE,
  );
  const [name, ...extra] = positionals;
  if (name === undefined) throw usage('name the remote to serve');
  if (extra.length > 0) throw usage(`one remote at a time (got ${[name, ...extra].join(', ')})`);
  if (values.ssr && values.host !== undefined) refuseSsrWithHost(values.host);
  return {
    name,
    ...(values.port !== undefined ? { port: readPort(values.port) } : {}),
    ...(values.host !== undefined ? { host: readHost(values.host) } : {}),
    ...(values.ssr ? { ssr: true } : {}),
  };
}
