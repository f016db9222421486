import { runMain } from './lib/runMain';
import { runRecordsCommand } from './lib/recordsCommand';
import { parseTokensArgs, TOKENS_USAGE } from './tokens/tokensArgs';
import { runTokensCommand } from './tokens/tokensCommand';

/**
 * `npm run tokens -- create | list | revoke`: the deploy API's tokens, in the store the same settings as
 * `npm run deploy` name (STORE_DIR, STORE_RECORDS_URL). Only a hash of each token is stored (decision 0036).
 */
runMain(async () => {
  const command = parseTokensArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(
      `Usage: ${TOKENS_USAGE}\nA remote's token deploys and rolls back that remote only; an admin token may do ` +
        'everything, register remotes too. A token is printed once, when it is created.',
    );
    return;
  }
  await runRecordsCommand((context) => runTokensCommand(command, context));
});
