import { runMain } from './lib/runMain';
import { runRecordsCommand } from './lib/recordsCommand';
import { parseRemotesArgs, REMOTES_USAGE } from './remotes/remotesArgs';
import { runRemotesCommand } from './remotes/remotesCommand';

/**
 * `npm run remotes -- add | list`: registers a remote that another repository deploys through the deploy API, in the
 * store the same settings as `npm run deploy` name. It reaches the registry with its first deploy.
 */
runMain(async () => {
  const command = parseRemotesArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(
      `Usage: ${REMOTES_USAGE}\nA registered remote has no release until its first deploy, and the navigation ` +
        'shows it from then on.',
    );
    return;
  }
  await runRecordsCommand((context) => runRemotesCommand(command, context));
});
