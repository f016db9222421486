import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { devRegistry } from './devRegistry';
import type { DevRemote } from './devRemotes';

export interface DevHostFolders {
  /** Where the host's dev build goes, and where the host server serves it from. */
  hostDist: string;
  /** A store holding the dev registry, read by the host server as it reads production's. */
  store: FolderStore;
  remove(): Promise<void>;
}

/**
 * A fresh temporary folder for one dev host: `dist/` for the build and `store/` with the dev registry written by the
 * store itself, so `/registry.json` and the page data come from the same bytes, read by the same code, as with
 * `npm start`. Never `host/dist` or `.store`: a production build and its releases stay as they are, and two
 * `npm run dev` on other ports share nothing.
 */
export async function createDevHostFolders(remotes: readonly DevRemote[]): Promise<DevHostFolders> {
  const root = await mkdtemp(path.join(tmpdir(), 'mfp-dev-host-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    const hostDist = path.join(root, 'dist');
    await mkdir(hostDist);
    const store = createFolderStore({ dir: path.join(root, 'store') });
    await store.writeRegistry(devRegistry(remotes));
    return { hostDist, store, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
