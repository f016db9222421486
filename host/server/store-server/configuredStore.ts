import { createFolderStore, type FolderStore } from '@mfp/store';
import type { ServerConfig } from '../config/config';

/** The store that STORE_DIR and REGISTRY_FILE designate; the store, not the configuration, decides its layout. */
export function configuredStore(config: Pick<ServerConfig, 'storeDir' | 'registryFile'>): FolderStore {
  return createFolderStore({ dir: config.storeDir, registryFile: config.registryFile });
}
