import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createFolderStore, type FolderStore } from '@mfp/store';
import { manifestUrl, refreshRegistry, registryFromReleases } from '@mfp/store/releases';
import type { RegistryDocument, RemoteServerRender } from '@mfp/shared/registry';
import { createHostServer, createStoreServer, type LoggerOption, type StoredRegistry } from '@mfp/host-server';
import { BENCH_PATHS } from '../benchPaths';
import { nowhereRegistry } from '../build/nowhereRegistry';
import { startBenchProductsApi } from './benchProductsApi';
import { refusedOrigin, startHangingServer } from './hangingServer';
import { serverRenderedHosts } from './serverRenderedHosts';

/** Loopback only, by address: `localhost` may resolve to ::1 first on one client and 127.0.0.1 on another. */
export const BENCH_HOST = '127.0.0.1';

/**
 * The fallback cases' remotes: one whose origin refuses connections, one whose origin never answers. Both configure
 * the same load timeout, short enough for a bench; a refused connection fails without waiting for it.
 */
export const FAULT_REMOTES = {
  refused: { name: 'bench_refused', route: '/bench-refused', timeoutMs: 2_000 },
  hang: { name: 'bench_hang', route: '/bench-hang', timeoutMs: 2_000 },
} as const;

/** Where everything listens: what the bench and the load test drive. */
export interface BenchUrls {
  /** The real host serving the federated build, with the bench store's registry. */
  federated: string;
  /** The same host server serving the single bundle. */
  singleBundle: string;
  /** The federated host rendering pages on the server, remotes in the sandbox (decision 0067). */
  federatedServerRendered: string;
  /** The single bundle's host rendering pages on the server with the single bundle built for Node, in-process. */
  singleBundleServerRendered: string;
  /** The federated host with a registry of the two fault remotes only. */
  faults: string;
  store: string;
  /**
   * Plain-HTTP upstreams of the TLS proxy (BENCH_TLS_STORE_ORIGIN set): the federated host whose registry and hints
   * name the store at that https origin. The single bundle and the store need no other server behind nginx.
   */
  federatedBehindTls?: string;
  /** The store server on the registry-size case's store (BENCH_REGISTRY_COPIES_DIR set). */
  registryCopiesStore?: string;
  /** The example's products API, catalog's API origin, with its control routes (the data cases set its latency). */
  productsApi: string;
}

/** A registry that never changes: a document built once for a bench host. */
export const staticRegistry = (document: RegistryDocument): StoredRegistry => ({
  readRegistry: async () => ({ kind: 'found', bytes: Buffer.from(JSON.stringify(document)), revision: 'static' }),
  registryRevision: async () => 'static',
  watchRegistry: async () => ({ close: async () => undefined }),
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: BENCH_HOST });
  return `http://${BENCH_HOST}:${(app.server.address() as AddressInfo).port}`;
}

async function faultRegistry(store: FolderStore): Promise<{ document: RegistryDocument; origins: string[] }> {
  const refused = await refusedOrigin(BENCH_HOST);
  const hanging = await startHangingServer(BENCH_HOST);
  const [release] = Object.values((await store.readReleases()).remotes);
  const entry = (remote: (typeof FAULT_REMOTES)[keyof typeof FAULT_REMOTES], origin: string) => ({
    ...remote,
    title: remote.name,
    module: release?.module ?? './App',
    version: '1.0.0',
    entry: manifestUrl(origin, remote.name, '1.0.0'),
    // A production host skips an entry without integrity (decision 0018). These loads fail before any byte arrives,
    // so the hashes are never compared: any well-formed value keeps the entry in.
    integrity: { manifest: `sha384-${'A'.repeat(64)}`, entry: `sha384-${'A'.repeat(64)}` },
  });
  return {
    document: { remotes: [entry(FAULT_REMOTES.refused, refused), entry(FAULT_REMOTES.hang, hanging.origin)] },
    origins: [refused, hanging.origin],
  };
}

/**
 * Starts, on loopback ports the OS picks: the store of the bench (published by `buildVariants`) and five host servers
 * built by `createHostServer`, with the same compression and cache headers: the federated build, the single bundle,
 * the same two rendering pages on the server (`serverRenderedHosts`), and the fault host. Writes the federated registry into the bench store, with the store's actual origin.
 */
/** The bench's own digest key: its reports are never compared with a real server's. */
export const BENCH_DIGEST_SECRET = 'mfp-bench-digest-secret-not-for-production-use';

export interface BenchServerOptions {
  /** The https origin nginx will serve the store on: a federated host is started whose registry names it. */
  tlsStoreOrigin?: string;
  /** A folder store of copies of the remotes (bench/registrySize): a store server is started on it. */
  registryCopiesDir?: string;
}

/** The records' server-render settings by remote (catalog's API origin). */
async function serverRenderSettings(store: FolderStore): Promise<Map<string, RemoteServerRender>> {
  const settings = await store.control.listRemoteSettings();
  return new Map(settings.flatMap(({ name, serverRender: own }) => (own ? [[name, own] as const] : [])));
}

/** The store's registry for another public origin, with the records' server-render settings. */
async function registryAt(store: FolderStore, storePublicUrl: string): Promise<RegistryDocument> {
  const serverRender = await serverRenderSettings(store);
  return registryFromReleases(await store.readReleases(), storePublicUrl, { serverRender });
}

export async function startBenchServers(logger: LoggerOption, options: BenchServerOptions = {}): Promise<BenchUrls> {
  const store = createFolderStore({ dir: BENCH_PATHS.storeDir });
  const storeUrl = await listen(createStoreServer({ store, logger }));
  // Lives as long as this process, as the servers below: the catalog's loader reads it (issue 42).
  const productsApi = await startBenchProductsApi(store, storeUrl);
  // With the records' settings, catalog's API origin among them.
  await refreshRegistry(store, storeUrl);
  // The client-rendered hosts run no loader on their server: the catalog's runs in the browser, against its API.
  const host = (hostDist: string, registry: StoredRegistry, origins: string[]) =>
    listen(
      createHostServer({
        hostDist,
        registry,
        allowedRemoteOrigins: origins,
        browserApiOrigins: [productsApi.origin],
        digestSecret: BENCH_DIGEST_SECRET,
        logger,
      }),
    );
  const faults = await faultRegistry(store);
  const singleBundleRegistry = staticRegistry({ remotes: nowhereRegistry(await serverRenderSettings(store)) });
  const serverRendered = serverRenderedHosts({
    store,
    storeUrl,
    singleBundleRegistry,
    digestSecret: BENCH_DIGEST_SECRET,
    logger,
  });
  const urls: BenchUrls = {
    federated: await host(BENCH_PATHS.hostDist, store, [storeUrl]),
    singleBundle: await host(BENCH_PATHS.singleBundleDist, singleBundleRegistry, [storeUrl]),
    federatedServerRendered: await listen(serverRendered.federated),
    singleBundleServerRendered: await listen(serverRendered.singleBundle),
    faults: await host(BENCH_PATHS.hostDist, staticRegistry(faults.document), [storeUrl, ...faults.origins]),
    store: storeUrl,
    productsApi: productsApi.origin,
  };
  const { tlsStoreOrigin, registryCopiesDir } = options;
  if (tlsStoreOrigin !== undefined) {
    // Its hints read the store directly: this process cannot verify the bench's self-signed certificate.
    const registry = staticRegistry(await registryAt(store, tlsStoreOrigin));
    urls.federatedBehindTls = await listen(
      createHostServer({
        hostDist: BENCH_PATHS.hostDist,
        registry,
        storeFiles: { publicUrl: tlsStoreOrigin, files: store },
        allowedRemoteOrigins: [tlsStoreOrigin],
        digestSecret: BENCH_DIGEST_SECRET,
        logger,
      }),
    );
  }
  if (registryCopiesDir !== undefined)
    urls.registryCopiesStore = await listen(
      createStoreServer({ store: createFolderStore({ dir: registryCopiesDir }), logger }),
    );
  return urls;
}
