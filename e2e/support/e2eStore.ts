import { createFolderStore } from '@mfp/store';
import { E2E_PATHS } from './e2ePaths';

/** The store the browser tests publish into and the host server under test serves; its registry file is the default. */
export const e2eStore = createFolderStore({ dir: E2E_PATHS.storeDir });
