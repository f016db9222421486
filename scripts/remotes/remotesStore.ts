import type { Env } from '@mfp/settings';
import { openStore, readStoreSettings, type OpenedStore } from '@mfp/store';

/**
 * The store `npm run remotes` changes, from the settings `npm run deploy` reads, REGISTRY_FILE and STORE_PUBLIC_URL
 * included: `server-render` writes the registry, and must write the one hosts serve, with the URLs a deploy writes.
 */
export function remotesStore(env: Env = process.env): { store: OpenedStore; storePublicUrl: string } {
  const settings = readStoreSettings(
    ['STORE_DIR', 'STORE_FILES_URL', 'STORE_RECORDS_URL', 'REGISTRY_FILE', 'STORE_PUBLIC_URL'],
    env,
  );
  const store = openStore(
    {
      dir: settings.STORE_DIR,
      registryFile: settings.REGISTRY_FILE,
      filesUrl: settings.STORE_FILES_URL,
      recordsUrl: settings.STORE_RECORDS_URL,
    },
    env,
  );
  return { store, storePublicUrl: settings.STORE_PUBLIC_URL };
}
