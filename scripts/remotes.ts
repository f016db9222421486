import { MAX_API_ORIGINS, SERVER_RENDER_BOUNDS } from '@mfp/shared/registry';
import { runMain } from './lib/runMain';
import { runRecordsCommand } from './lib/recordsCommand';
import { parseRemotesArgs, REMOTES_USAGE } from './remotes/remotesArgs';
import { runRemotesCommand } from './remotes/remotesCommand';
import { remotesStore } from './remotes/remotesStore';

/**
 * `npm run remotes -- add | server-render | api-origins | list`: registers a remote that another repository deploys
 * through the deploy API, sets whether and within what limits hosts render a remote on the server, and which API
 * origins its loader may fetch, in the store the same settings as `npm run deploy` name. A registered remote reaches
 * the registry with its first deploy; a server-render or API origins change reaches it at once.
 */
const { deadlineMs, memoryMb, outputKb } = SERVER_RENDER_BOUNDS;

runMain(async () => {
  const command = parseRemotesArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(
      [
        `Usage: ${REMOTES_USAGE}`,
        '  add            registers a remote; it has no release until its first deploy, and the navigation shows it',
        '                 from then on.',
        '  server-render  on: the hosts render the remote on the server (when they render any), with its own',
        `                 --deadline-ms (${deadlineMs.min} to ${deadlineMs.max}), --memory-mb (${memoryMb.min} to ` +
          `${memoryMb.max}) and --output-kb (${outputKb.min} to ${outputKb.max})`,
        '                 over SERVER_RENDER_DEADLINE_MS, SERVER_RENDER_MEMORY_MB and SERVER_RENDER_OUTPUT_KB; "on" alone',
        '                 drops limits set before. off: its pages render it in the browser. Every host follows within',
        '                 REGISTRY_MAX_STALENESS_MS; deploys and rollbacks keep it.',
        `  api-origins    the origins (https://api.example.com, at most ${MAX_API_ORIGINS}) the remote's loader may fetch,`,
        '                 replacing the list before; none clears it. Every host follows within',
        '                 REGISTRY_MAX_STALENESS_MS; server-render on|off, deploys and rollbacks keep it.',
        '  list           every remote, its live version, server-render settings and API origins (--json: as JSON).',
      ].join('\n'),
    );
    return;
  }
  const { store, storePublicUrl } = remotesStore();
  await runRecordsCommand((context) => runRemotesCommand(command, { ...context, store, storePublicUrl }), store);
});
