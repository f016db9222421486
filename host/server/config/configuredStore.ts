import { openStore, type OpenedStore } from '@mfp/store';
import type { ServerConfig } from './config';

/**
 * The store that STORE_DIR, REGISTRY_FILE, STORE_FILES_URL and STORE_RECORDS_URL designate; the store, not the configuration, decides its
 * layout. The store server serves its `layout` folder, which holds the version files only for a folder store.
 */
export function configuredStore(
  config: Pick<ServerConfig, 'storeDir' | 'registryFile' | 'filesUrl'> & Partial<Pick<ServerConfig, 'recordsUrl'>>,
): OpenedStore {
  const { storeDir: dir, registryFile, filesUrl, recordsUrl } = config;
  return openStore({ dir, registryFile, filesUrl, recordsUrl });
}
