import { releaseAuthor } from '@mfp/store';
import { runMain } from './lib/runMain';
import { storeFromSettings } from './lib/storeFromSettings';
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
  const store = storeFromSettings();
  const { user, host } = releaseAuthor();
  try {
    await runRemotesCommand(command, {
      store,
      now: () => new Date(),
      by: `${user}@${host}`,
      print: (text) => console.log(text),
      log: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
});
