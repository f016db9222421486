import { openStore, readStoreSettings } from '@mfp/store';
import { runMain } from './lib/runMain';
import { UsageError } from './lib/userFacingError';
import { formatListing } from './releases/formatListing';
import { releaseListing, type RemoteListing } from './releases/releaseListing';
import { parseReleasesArgs, RELEASES_USAGE } from './releases/releasesArgs';

/** The store `--store` names (a folder store), or else STORE_DIR, STORE_FILES_URL and STORE_RECORDS_URL. */
function storeOf(storeDir: string | undefined) {
  if (storeDir !== undefined) return openStore({ dir: storeDir });
  const settings = readStoreSettings(['STORE_DIR', 'STORE_FILES_URL', 'STORE_RECORDS_URL']);
  return openStore({
    dir: settings.STORE_DIR,
    filesUrl: settings.STORE_FILES_URL,
    recordsUrl: settings.STORE_RECORDS_URL,
  });
}

/** `npm run releases -- [<remote>] [--json]`: each remote's releases, newest first, the live one marked. Reads only. */
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
