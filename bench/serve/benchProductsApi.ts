import { startProductsApi, type RunningProductsApi } from '@mfp/products-api';
import type { FolderStore } from '@mfp/store';
import { setServerRender } from '@mfp/store/releases';
import { registerApiOrigin } from '../../scripts/lib/registerApiOrigin';

/** Loopback by address, as every bench server (benchServers.ts's BENCH_HOST, not imported: that file imports this). */
const LOOPBACK = '127.0.0.1';

/** Catalog's server-render deadline in the bench: its slowest API case (800 ms) and a render fit with room to spare. */
const CATALOG_DEADLINE_MS = 3_000;

/**
 * The example's products API for a bench environment that serves the catalog (issue 42): in this process, on a port
 * the OS picks, answering at once unless `latencyMs` or its control route (`POST /_control/latency?ms=`) says
 * otherwise, and registered as catalog's API origin in `store` (whose registry is written with `storePublicUrl`),
 * with a deadline its slowest case fits in. Without it the catalog's loader would have no API.
 */
/**
 * The data cases slow the API to 800 ms: a platform team gives such a remote a deadline its API fits in, or every page
 * would fail on the server at the default 1,000 ms and the bench would time the fallback. Set once per store, so the
 * bench store's audit trail does not grow by a line per run.
 */
async function giveCatalogItsDeadline(store: FolderStore, storePublicUrl: string): Promise<void> {
  const current = (await store.control.listRemoteSettings()).find((settings) => settings.name === 'catalog');
  if (current?.serverRender?.deadlineMs === CATALOG_DEADLINE_MS) return;
  await setServerRender(
    store,
    storePublicUrl,
    { name: 'catalog', serverRender: { enabled: true, deadlineMs: CATALOG_DEADLINE_MS } },
    { now: new Date(), by: 'npm run bench' },
  );
}

export async function startBenchProductsApi(
  store: FolderStore,
  storePublicUrl: string,
  latencyMs = 0,
): Promise<RunningProductsApi> {
  // Its control routes set its latency case by case; nothing but the bench reaches a loopback port it picked.
  const api = await startProductsApi({ port: 0, host: LOOPBACK, latencyMs, log: false, controlRoutes: true });
  try {
    await registerApiOrigin(store, storePublicUrl, { name: 'catalog', origin: api.origin });
    await giveCatalogItsDeadline(store, storePublicUrl);
  } catch (error) {
    await api.close();
    throw error;
  }
  return api;
}
