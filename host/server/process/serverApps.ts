import type { AggregateRecords, ControlRecords, Store } from '@mfp/store';
import { readOrCreateStoreSecret } from '@mfp/store/secrets';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config';
import { createHostServer } from '../hostServer';
import type { LoggerOption } from '../http/logging';

/**
 * The host server's app for a configuration: pages, registry and failure reports. It sees the store through its
 * interface only (the records for the registry, the version files for the preload hints), never its folder, so it
 * serves pages the same wherever the version files are kept.
 */
export async function hostAppFor(
  config: ServerConfig,
  store: Store & { readonly control: ControlRecords; readonly aggregates: AggregateRecords },
  logger?: LoggerOption,
): Promise<FastifyInstance> {
  return createHostServer({
    hostDist: config.hostDist,
    registry: store,
    registryMaxStalenessMs: config.registryMaxStalenessMs,
    storeFiles: { publicUrl: config.storePublicUrl, files: store },
    allowedRemoteOrigins: config.allowedRemoteOrigins,
    overrides: config.overrides,
    failureReportsPerMinute: config.failureReportsPerMinute,
    failureReportsGlobalPerMinute: config.failureReportsGlobalPerMinute,
    trustProxy: config.trustProxy,
    // Generated on the first start and kept in the store, so digests stay the same across restarts.
    digestSecret: config.digestSecret ?? (await readOrCreateStoreSecret(config.storeDir, 'digest')),
    deployApi: config.deployApi && {
      store,
      storePublicUrl: config.storePublicUrl,
      limits: config.deployApi.limits,
    },
    platform: { store, healthCheckIntervalMs: config.healthCheckIntervalMs },
    timingSampleRate: config.timingSampleRate,
    // Every slot in the browser until the sandbox renders remotes (issue 32's Seam B).
    ...(config.serverRendering ? { serverRendering: {} } : {}),
    logger,
  });
}
