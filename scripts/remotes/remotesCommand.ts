import { StoreError } from '@mfp/store';
import { registerRemote } from '@mfp/store/control';
import { describeServerRender } from '@mfp/store/releases';
import type { RemoteServerRender } from '@mfp/shared/registry';
import { UsageError } from '@mfp/settings/command';
import { REMOTES_USAGE, type RemotesCommand } from './remotesArgs';
import { logEvent } from '@mfp/shared/logs';
import { BYTES_PER_KB } from '@mfp/shared/status';
import type { RemotesContext } from './remotesContext';
import { runApiOrigins } from './apiOriginsCommand';
import { runBudget } from './budgetCommand';
import { runServerRender } from './serverRenderCommand';

/** One remote as `npm run remotes -- list` shows it; `--json` prints exactly these fields. */
interface ListedRemote {
  name: string;
  route: string;
  title: string;
  module: string;
  /** The live version; absent until the first deploy. */
  live?: string;
  /** `registered`: by `remotes add` or the deploy API; `releases`: known from its releases alone (this repository's). */
  source: 'registered' | 'releases';
  /** The platform team's server-render settings (`server-render`); absent: the host's settings apply. */
  serverRender?: Omit<RemoteServerRender, 'apiOrigins'>;
  /** The origins its loader may fetch (`api-origins`, decision 0093), kept in its server-render settings; absent: none. */
  apiOrigins?: string[];
  /** The remote's budget in gzip bytes (`budget`, decision 0072); absent: its deploys are not weighed. */
  budgetBytes?: number;
}

async function add(command: Extract<RemotesCommand, { kind: 'add' }>, context: RemotesContext) {
  const { kind: _kind, ...asked } = command;
  let registration;
  try {
    registration = await registerRemote(context.store, asked, { now: context.now(), by: context.by });
  } catch (error) {
    // A route or title the registry refuses is a command line that cannot run, as a bad name is.
    if (error instanceof StoreError && error.kind === 'registration-invalid')
      throw new UsageError(`${error.message} Usage: ${REMOTES_USAGE}`, { cause: error });
    throw error;
  }
  context.log(
    JSON.stringify({
      at: registration.registeredAt,
      ...logEvent('register'),
      remote: registration.name,
      by: context.by,
    }),
  );
  context.print(
    [
      `Registered ${registration.name} at ${registration.route} ("${registration.title}", ${registration.module}).`,
      'It reaches the navigation with its first deploy. Give its team a token:',
      `  npm run tokens -- create --remote ${registration.name} --note "${registration.name} CI"`,
    ].join('\n'),
  );
}

async function list(command: Extract<RemotesCommand, { kind: 'list' }>, context: RemotesContext) {
  const [releases, registrations, settings] = await Promise.all([
    context.store.readReleases(),
    context.store.control.listRegistrations(),
    context.store.control.listRemoteSettings(),
  ]);
  const listed = new Map<string, ListedRemote>();
  for (const { name, route, title, module } of registrations)
    listed.set(name, { name, route, title, module, source: 'registered' });
  for (const [name, remote] of Object.entries(releases.remotes)) {
    const known = listed.get(name);
    listed.set(name, {
      name,
      route: remote.route,
      title: remote.title,
      module: remote.module,
      live: remote.live,
      source: known?.source ?? 'releases',
    });
  }
  for (const { name, serverRender, budget } of settings) {
    const known = listed.get(name);
    if (known && serverRender) {
      // Listed apart, as each command's part is: `server-render` and `api-origins` change them independently.
      const { apiOrigins, ...rendering } = serverRender;
      known.serverRender = rendering;
      if (apiOrigins && apiOrigins.length > 0) known.apiOrigins = apiOrigins;
    }
    if (known && budget) known.budgetBytes = budget.maxBytes;
  }
  const remotes = [...listed.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (command.json) return context.print(JSON.stringify(remotes, null, 2));
  if (remotes.length === 0)
    return context.print(
      `No remotes in ${context.store.location}. Register one with: npm run remotes -- add <name> --route </path> ` +
        '--title <Title>',
    );
  const rows = remotes.map((remote) => [
    remote.name,
    remote.route,
    remote.title,
    remote.live ?? 'not deployed yet',
    remote.serverRender ? describeServerRender(remote.serverRender) : "host's settings",
    remote.apiOrigins?.join(', ') ?? 'none',
    remote.budgetBytes === undefined ? 'none' : `${remote.budgetBytes / BYTES_PER_KB} KB`,
    remote.source,
  ]);
  const header = ['NAME', 'ROUTE', 'TITLE', 'LIVE', 'SERVER RENDER', 'API ORIGINS', 'BUDGET (GZIP)', 'KNOWN FROM'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  context.print(
    [header, ...rows]
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n'),
  );
}

/** Runs one `npm run remotes` command (not `help`) against `context.store`. */
export function runRemotesCommand(command: Exclude<RemotesCommand, { kind: 'help' }>, context: RemotesContext) {
  if (command.kind === 'add') return add(command, context);
  if (command.kind === 'server-render') return runServerRender(command, context);
  if (command.kind === 'api-origins') return runApiOrigins(command, context);
  if (command.kind === 'budget') return runBudget(command, context);
  return list(command, context);
}
