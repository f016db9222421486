import { startProductsApi, type RunningProductsApi } from '@mfp/products-api';
import type { FolderStore } from '@mfp/store';
import { registerApiOrigin } from '../../scripts/lib/registerApiOrigin';

/** Loopback by address, as every bench server (benchServers.ts's BENCH_HOST, not imported: that file imports this). */
const LOOPBACK = '127.0.0.1';

/**
 * The example's products API for a bench environment that serves the catalog (issue 42): in this process, on a port
 * the OS picks, answering at once unless `latencyMs` says otherwise, and registered as catalog's API origin in
 * `store`, whose registry is written with `storePublicUrl`. Without it the catalog's loader would have no API.
 */
export async function startBenchProductsApi(
  store: FolderStore,
  storePublicUrl: string,
  latencyMs = 0,
): Promise<RunningProductsApi> {
  const api = await startProductsApi({ port: 0, host: LOOPBACK, latencyMs, log: false });
  try {
    await registerApiOrigin(store, storePublicUrl, { name: 'catalog', origin: api.origin });
  } catch (error) {
    await api.close();
    throw error;
  }
  return api;
}
