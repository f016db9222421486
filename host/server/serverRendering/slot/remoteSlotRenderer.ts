import type { RenderSandbox } from '@mfp/sandbox';
import type { SlotRenderer } from '@mfp/shared/page';
import type { FastifyBaseLogger } from 'fastify';
import type { StoreFilesAt } from '../../pages/releaseFileReaders';
import type { Platform } from '../../platform/platform';
import type { RecentServerFailures } from '../../reports/recentServerFailures';
import { createServerEntryLoader } from './loadServerEntry';
import { createSlotRenderer } from './createSlotRenderer';
import { DroppedHeadReports } from './reportDroppedHead';
import type { ServerRenderLimits } from './serverRenderLimits';
import { serverRenderLimitsOf } from './serverRenderLimitsOf';
import { ServerRenderBreaker } from './serverRenderBreaker';

/** The remotes' server rendering as the host server is given it: the sandbox its process started, and the limits. */
export interface RemoteServerRendering {
  sandbox: Pick<RenderSandbox, 'render'>;
  /** SERVER_RENDER_DEADLINE_MS, SERVER_RENDER_MEMORY_MB and SERVER_RENDER_OUTPUT_KB. */
  limits: ServerRenderLimits;
}

export interface RemoteSlotRendererOptions {
  rendering: RemoteServerRendering;
  allowedRemoteOrigins: readonly string[];
  storeFiles: StoreFilesAt | undefined;
  digestSecret: string;
  log: FastifyBaseLogger;
  platform: Platform | undefined;
  /** Where the digests of its failures are remembered for the browsers' reports (decision 0068). */
  serverFailures?: Pick<RecentServerFailures, 'remember'>;
}

/**
 * The host server's renderer of a route's remote: server builds read from its store (or an allowed origin) and
 * checked, rendered in the sandbox, each failure reported with its digest and counted on the status page.
 */
export function remoteSlotRenderer(options: RemoteSlotRendererOptions): SlotRenderer {
  const { rendering, platform } = options;
  return createSlotRenderer({
    sandbox: rendering.sandbox,
    loadServerEntry: createServerEntryLoader({
      allowedOrigins: options.allowedRemoteOrigins,
      ...(options.storeFiles && { store: options.storeFiles }),
    }),
    // The host's limits, or the remote's own from the registry, which may switch it off (decision 0065).
    limitsOf: (entry) => serverRenderLimitsOf({ enabled: true, ...rendering.limits }, entry),
    suspension: { breaker: new ServerRenderBreaker(), log: options.log },
    droppedHead: new DroppedHeadReports(options.log),
    reporting: {
      digestSecret: options.digestSecret,
      log: options.log,
      ...(options.serverFailures && { recent: options.serverFailures }),
      // The server saw these failures itself: trusted, no page-view token asked for (decision 0087).
      ...(platform && { count: (report, digest, code) => void platform.countServerReport(report, digest, code) }),
    },
  });
}
