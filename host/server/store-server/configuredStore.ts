import { openStore, type OpenedStore } from '@mfp/store';
import type { ServerConfig } from '../config/config';

/**
 * The store that STORE_DIR, REGISTRY_FILE and STORE_FILES_URL designate; the store, not the configuration, decides its
 * layout. The store server serves its `layout` folder, which holds the version files only for a folder store.
 */
export function configuredStore(config: Pick<ServerConfig, 'storeDir' | 'registryFile' | 'filesUrl'>): OpenedStore {
  return openStore({ dir: config.storeDir, registryFile: config.registryFile, filesUrl: config.filesUrl });
}
