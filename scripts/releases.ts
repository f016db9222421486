import { openStore } from '@mfp/store';
import { runMain } from './lib/runMain';
import { storeFromSettings } from './lib/storeFromSettings';
import { UsageError } from '@mfp/settings/command';
import { formatListing } from './releases/formatListing';
import { releaseListing, type RemoteListing } from './releases/releaseListing';
import { parseReleasesArgs, RELEASES_USAGE } from './releases/releasesArgs';

/** The store `--store` names (a folder store), or else STORE_DIR, STORE_FILES_URL and STORE_RECORDS_URL. */
const storeOf = (storeDir: string | undefined) =>
  storeDir === undefined ? storeFromSettings() : openStore({ dir: storeDir });

/**
 * `npm run releases -- [<remote>] [--json]`: each remote's releases, newest first, the live one marked, and who made
 * each live (a user and machine, or a deploy token with its commit, CI run and client address). Reads only.
 */
runMain(async () => {
  const command = parseReleasesArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(`Usage: ${RELEASES_USAGE}\nLists releases newest first: * live, ↩ last known good (the fallback).`);
    return;
  }
  const store = storeOf(command.storeDir);
  const releases = await store.readReleases();
  const names = Object.keys(releases.remotes).sort();
  if (command.remote !== undefined && !names.includes(command.remote))
    throw new UsageError(
      `${command.remote} has no releases in ${store.location}. Remotes with releases: ${names.join(', ') || 'none'}.`,
    );
  const listings: RemoteListing[] = [];
  for (const name of command.remote === undefined ? names : [command.remote])
    listings.push(releaseListing(name, releases.remotes[name]!, await store.listVersions(name)));
  if (command.json) console.log(JSON.stringify(command.remote === undefined ? listings : listings[0], null, 2));
  else console.log(listings.map(formatListing).join('\n\n') || `No releases in ${store.location}.`);
});
