import type { AggregateRecords, ControlRecords, Store } from '@mfp/store';
import { createRenderSandbox } from '@mfp/sandbox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config';
import { fleetSecret } from '../config/fleetSecret';
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
  const { remoteRendering } = config;
  // The app's logger exists once the app does; the sandbox logs nothing before its first render.
  let log: (line: object) => void = () => undefined;
  const sandbox =
    config.serverRendering &&
    createRenderSandbox({
      poolSize: remoteRendering.poolSize,
      allowedFetchOrigins: remoteRendering.fetchOrigins,
      log: (line) => log(line),
    });
  const app = createHostServer({
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
    digestSecret: await fleetSecret(config),
    deployApi: config.deployApi && {
      store,
      storePublicUrl: config.storePublicUrl,
      limits: config.deployApi.limits,
    },
    platform: {
      store,
      healthCheckIntervalMs: config.healthCheckIntervalMs,
      pageViewsPerAddress: config.pageViewsPerAddress,
    },
    rolloutAnalysis: { store, storePublicUrl: config.storePublicUrl, ...config.rolloutAnalysis },
    timingSampleRate: config.timingSampleRate,
    ...(sandbox && {
      serverRendering: { headWindowMs: remoteRendering.headWindowMs },
      remoteServerRendering: {
        sandbox,
        limits: {
          deadlineMs: remoteRendering.deadlineMs,
          memoryMb: remoteRendering.memoryMb,
          outputKb: remoteRendering.outputKb,
        },
      },
    }),
    logger,
  });
  if (sandbox) {
    log = (line) => sandboxLog(app.log, line);
    app.addHook('onClose', () => sandbox.close());
  }
  return app;
}

/** A sandbox line at its level: a render process that could not start or ended is a warning, the rest information. */
function sandboxLog(log: FastifyBaseLogger, line: object): void {
  const event = 'event' in line ? line.event : undefined;
  if (event === 'sandbox-unavailable' || event === 'sandbox-exited') log.warn(line);
  else log.info(line);
}
