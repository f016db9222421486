import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { VersionFiles } from '@mfp/store';
import { registryFromReleases } from '@mfp/store/releases';
import { createHostServer, createStoreServer } from '@mfp/host-server';
import { BENCH_PATHS } from '../benchPaths';
import { BENCH_HOST, staticRegistry } from '../serve/benchServers';
import type { BenchStores } from './benchStores';
import { startNginxCdn } from '../../e2e/support/startNginxCdn';

/** The two ways of serving the remote's files the CDN case compares. */
export type FilesVariant = 'storeServer' | 'cdn';

export interface CdnCaseUrls {
  /** The host server whose registry points at this variant's files. */
  page: string;
  /** Where the browser loads the version files from: STORE_PUBLIC_URL. */
  files: string;
}

/** The bench's own digest key: its reports are never compared with a real server's. */
const DIGEST_SECRET = 'mfp-bench-digest-secret-not-for-production-use';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: BENCH_HOST });
  return `http://${BENCH_HOST}:${(app.server.address() as AddressInfo).port}`;
}

/** A port free a moment ago: nginx needs its address in its config before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, BENCH_HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Everything of the CDN case, on loopback: the built-in store server in front of the folder store; nginx on the CDN
 * template in front of s3rver; and a host server (`createHostServer`, as in bench/serve/benchServers.ts) for each, its
 * registry and preload hints naming that variant's files, which it reads through the store (`storeFiles`).
 * Both stores must hold the same live versions (`seedBoth`).
 */
export async function startCdnServers(stores: BenchStores) {
  const apps: FastifyInstance[] = [];
  const started = (app: FastifyInstance) => {
    apps.push(app);
    return listen(app);
  };
  const releases = await stores.folder.store.readReleases();
  const host = (files: string, store: Pick<VersionFiles, 'readVersionFile'>) => {
    const document = registryFromReleases(releases, files);
    const registry = staticRegistry(document);
    return started(
      createHostServer({
        hostDist: BENCH_PATHS.hostDist,
        registry,
        storeFiles: { publicUrl: files, files: store },
        allowedRemoteOrigins: [files],
        digestSecret: DIGEST_SECRET,
        logger: false,
      }),
    );
  };
  const storeUrl = await started(createStoreServer({ store: stores.folder.store, logger: false }));
  const cdnUrl = `http://${BENCH_HOST}:${await freePort()}`;
  const urls: Record<FilesVariant, CdnCaseUrls> = {
    storeServer: { page: await host(storeUrl, stores.folder.files), files: storeUrl },
    cdn: { page: await host(cdnUrl, stores.s3.files), files: cdnUrl },
  };
  const closeApps = () => Promise.all(apps.map((app) => app.close()));
  try {
    const nginx = await startNginxCdn({
      port: Number(new URL(cdnUrl).port),
      endpoint: stores.s3.server.endpoint,
      bucket: stores.s3.bucket,
      prefix: stores.s3.prefix,
      hostOrigin: urls.cdn.page,
    });
    return {
      urls,
      async close() {
        await nginx.close();
        await closeApps();
      },
    };
  } catch (error) {
    await closeApps();
    throw error;
  }
}
