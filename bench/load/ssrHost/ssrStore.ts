import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { refreshRegistry } from '@mfp/store/releases';
import { createStoreServer } from '@mfp/host-server';
import { BENCH_PATHS } from '../../benchPaths';
import { startBenchProductsApi } from '../../serve/benchProductsApi';
import { BENCH_HOST } from '../../serve/benchServers';

/** A store of one server-rendering case: its folder, its server's origin, and the store to deploy into. */
export interface SsrStore {
  dir: string;
  url: string;
  store: FolderStore;
  close(): Promise<void>;
}

/**
 * A copy of the bench store (the example remotes' releases, records and version files) in a temporary folder, served
 * by a store server on a loopback port the OS picks, its registry written with that origin: a case deploys into it
 * as often as it likes, and the bench store stays as `npm run bench` seeded it.
 */
export async function startSsrStore(): Promise<SsrStore> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mfp-load-ssr-'));
  await cp(BENCH_PATHS.storeDir, dir, { recursive: true });
  const store = createFolderStore({ dir });
  const server = createStoreServer({ store, logger: false });
  try {
    await server.listen({ port: 0, host: BENCH_HOST });
    const url = `http://${BENCH_HOST}:${(server.server.address() as AddressInfo).port}`;
    await refreshRegistry(store, url);
    // The catalog's API, registered in this copy as its origin (issue 42); closed with the store.
    const productsApi = await startBenchProductsApi(store, url);
    return {
      dir,
      url,
      store,
      close: async () => {
        await Promise.all([server.close(), productsApi.close()]);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
