import { openStore } from '@mfp/store';
import { createPostgresRecords } from '@mfp/store/postgres';
import { runMain } from './lib/runMain';
import { migrateRecords } from './store/migrateRecords';
import { parseStoreArgs, STORE_USAGE } from './store/storeArgs';

/**
 * `npm run store -- migrate --from <folder> --to <postgres://…>`: moves a folder store's records (releases, the
 * registry, and the deploy API's tokens, registrations and audit trail) into PostgreSQL, for STORE_RECORDS_URL. The
 * version files stay where they are. Safe to run again.
 */
runMain(async () => {
  const command = parseStoreArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    console.log(
      `Usage: ${STORE_USAGE}\nCopies the releases, the registry, tokens, registrations and the audit trail into ` +
        'the database, then verifies them.',
    );
    return;
  }
  const from = openStore({ dir: command.from });
  const to = createPostgresRecords(command.to.url, { setting: '--to' });
  try {
    await migrateRecords(from, to, (line) => console.log(line));
    console.log(`\nSet STORE_RECORDS_URL to that database on every host server and deploy machine.`);
  } finally {
    await to.close();
  }
});
