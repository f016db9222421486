import { DEPLOY_USAGE, parseDeployArgs } from './deploy/deployArgs';
import { deployContext } from './deploy/deployContext';
import { deployRelease } from './deploy/deployRelease';
import { rolloutRelease } from './deploy/rolloutRelease';
import { switchRelease } from './deploy/switchRelease';
import { runMain } from './lib/runMain';

const HELP = `Usage: ${DEPLOY_USAGE}

Builds one remote (production), checks it with the gate, publishes it to <store>/remotes/<remote>/<version>/ and
switches the registry to it. Nothing else is built or restarted; the next page load shows the new version.

  --version <v>   the version to publish (default: the package.json version plus the content hash, 1.0.0-a1b2c3d4)
  --store <dir>   the store (default: STORE_DIR, else .store); its registry is written
  --force         deploy even if the gate refuses; recorded in the history
  --rollback      go back to the previous release (no build)
  --to <version>  go to any published version (no build); the gate runs again
  --no-switch     publish through the gate and leave the live release live; prints a preview link (HOST_PUBLIC_URL)
  --preview-ttl <d>  how long that link lasts: 90s, 30m, 24h (default), up to 7d
  --canary        --no-switch, then roll the release out: --steps 5,25,50,100 (default), --interval 10m (default),
                  --threshold <name>=<value> (repeatable) to override the analysis's thresholds for this rollout
  --rollout <a>   status (--json), pause, resume, promote or abort the remote's rollout (no build)
Exit codes: 0 done (or nothing to do), 1 failed (nothing switched), 2 bad command line.
See the releases with: npm run releases -- <remote>`;

/** `npm run deploy`: see HELP. */
runMain(async () => {
  const command = parseDeployArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(HELP);
    return;
  }
  const context = deployContext(command.storeDir);
  if (command.kind === 'deploy') await deployRelease(command, context);
  else if (command.kind === 'rollout') await rolloutRelease(command, context);
  else await switchRelease(command, context);
});
