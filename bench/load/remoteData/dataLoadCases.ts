import { productsApiControl, type ProductsApiControl } from '../../serve/productsApiControl';
import { startBenchServerProcess } from '../../serve/startBenchServerProcess';
import { CONNECTIONS } from '../loadSettings';
import { SLOT_RENDERED_ON_SERVER } from '../loadTargets';
import { loadUrl, type UrlLoad } from '../loadUrl';

/** Issue 42: the catalog's API answers in 300 ms while the pages are loaded. */
const API_LATENCY_MS = 300;
const PAGE = { accept: 'text/html', 'accept-encoding': 'identity' };

export interface DataLoadResults {
  apiLatencyMs: number;
  /** `/catalog` rendered on the server with its loader's data, each host alone. */
  federated: UrlLoad;
  singleBundle: UrlLoad;
  /**
   * `/cart` (no data) on the federated host, half the connections, while the other half load `/catalog`: with the
   * catalog's API answering at once, and with it hanging (every answer held past the catalog's deadline).
   */
  otherRoute: { apiUp: UrlLoad; apiHanging: UrlLoad; catalogApiUp: UrlLoad; catalogApiHanging: UrlLoad };
}

/** `/cart` and `/catalog` at once on the federated host, half the connections each. */
async function cartBesideCatalog(origin: string): Promise<[UrlLoad, UrlLoad]> {
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  return Promise.all([
    loadUrl(`${origin}/cart`, { headers: PAGE, connections: half }),
    loadUrl(`${origin}/catalog`, { headers: PAGE, connections: half }),
  ]);
}

async function whileHanging<T>(api: ProductsApiControl, work: () => Promise<T>): Promise<T> {
  await api.hold();
  try {
    return await work();
  } finally {
    await api.release();
  }
}

/**
 * `npm run load`'s data cases (issue 42), in one bench server process: the server-rendered `/catalog` of both hosts
 * with the API at 300 ms (every answer must hold a slot the server rendered), then another route's latency while the
 * catalog's API is up and while it hangs.
 */
export async function runDataLoadCases(print: (line: string) => void): Promise<DataLoadResults> {
  const servers = await startBenchServerProcess();
  try {
    const { urls } = servers;
    const api = productsApiControl(urls.productsApi);
    await api.setLatency(API_LATENCY_MS);
    const rendered = { headers: PAGE, bodyMustContain: SLOT_RENDERED_ON_SERVER };
    print(`[load] server-rendered /catalog, API ${API_LATENCY_MS} ms: federated, then single bundle`);
    const federated = await loadUrl(`${urls.federatedServerRendered}/catalog`, rendered);
    const singleBundle = await loadUrl(`${urls.singleBundleServerRendered}/catalog`, rendered);
    await api.setLatency(0);
    print('[load] federated /cart beside /catalog: the API up, then hanging');
    const [apiUp, catalogApiUp] = await cartBesideCatalog(urls.federatedServerRendered);
    const [apiHanging, catalogApiHanging] = await whileHanging(api, () =>
      cartBesideCatalog(urls.federatedServerRendered),
    );
    return {
      apiLatencyMs: API_LATENCY_MS,
      federated,
      singleBundle,
      otherRoute: { apiUp, apiHanging, catalogApiUp, catalogApiHanging },
    };
  } finally {
    await servers.stop();
  }
}
