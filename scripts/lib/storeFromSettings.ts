import type { Env } from '@mfp/settings';
import { openStore, readStoreSettings, type OpenedStore } from '@mfp/store';

/**
 * The store `npm run deploy` uses, from the same settings: STORE_DIR, STORE_FILES_URL and STORE_RECORDS_URL. For the
 * commands that only read or change the records (`npm run releases`, `tokens`, `remotes`), which never write the
 * registry file, so REGISTRY_FILE does not concern them.
 */
export function storeFromSettings(env: Env = process.env): OpenedStore {
  const settings = readStoreSettings(['STORE_DIR', 'STORE_FILES_URL', 'STORE_RECORDS_URL'], env);
  return openStore(
    { dir: settings.STORE_DIR, filesUrl: settings.STORE_FILES_URL, recordsUrl: settings.STORE_RECORDS_URL },
    env,
  );
}
