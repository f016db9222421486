import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { failureCode } from '@mfp/shared/failures';
import { DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE, DEFAULT_FAILURE_REPORTS_PER_MINUTE } from './reports/reportLimits';
import { failureReportRoute } from './reports/failureReportRoute';
import { loaderDataRoute } from './serverRendering/data/loaderDataRoute';
import { createRecentServerFailures, type RecentServerFailures } from './reports/recentServerFailures';
import { frameworkErrors } from './http/frameworkErrors';
import { healthRoute } from './http/healthRoute';
import { hostStatic, type HostStaticOptions } from './site/hostStatic';
import { serverLogging, type LoggerOption } from './http/logging';
import type { OverrideSettings } from './config/overrideConfig';
import { addSecurityHeaders } from './http/securityHeaders';
import { registryRoute } from './registry/registryRoute';
import { createLiveRegistry, type LiveRegistry } from './registry/liveRegistry';
import type { StoredRegistry } from './registry/storedRegistry';
import type { StoreFilesAt } from './pages/releaseFileReaders';
import { serverErrorHandler } from './http/serverErrorHandler';
import { deployApi, type DeployApiOptions } from './deploy-api';
import { DEFAULT_TIMING_SAMPLE_RATE, STATUS_PAGE_PATH } from '@mfp/shared/status';
import { createPlatform, type Platform } from './platform/platform';
import type { PlatformOptions } from './platform/platformOptions';
import { platformViews } from './platform/platformViews';
import type { ServerRendering } from './serverRendering/page/serverRendering';
import { remoteSlotRenderer, type RemoteServerRendering } from './serverRendering/slot/remoteSlotRenderer';
import type { SlotRenderer } from '@mfp/shared/page';
import { previewKeyOf } from './previews/previewLink';
import type { RegistryForRequest } from './registry/servedRegistry';
import { createVisitorRegistries } from './visitors/visitorRegistries';
import { withRolloutAnalysis, type RolloutAnalysisSettings } from './rollouts/withRolloutAnalysis';
import { createPageViewAllowance } from './pageViews/pageViewAllowance';
import { createPageViewIssuer, type IssuePageView } from './pageViews/pageViewIssuer';
import { pageViewKeyOf } from './pageViews/pageViewSignature';
import { DYNAMIC_BROTLI_QUALITY } from './http/dynamicCompression';

export interface HostServerOptions {
  /** Built host application (index.html, scripts). May be missing: pages then answer 503 with how to build it. */
  hostDist: string;
  /**
   * Where the registry comes from: the store's records, usually. Read once when the server gets ready, then kept in
   * memory and read again when its revision changes (`createLiveRegistry`).
   */
  registry: StoredRegistry;
  /** How often the registry's revision is polled (REGISTRY_MAX_STALENESS_MS); DEFAULT_REGISTRY_MAX_STALENESS_MS unless told. */
  registryMaxStalenessMs?: number;
  /**
   * This server's store, seen through its version files and STORE_PUBLIC_URL, for the preload hints of a release whose
   * registry entry records none (one published before decision 0042): its manifest and chunks are read from these
   * files when its URL is under STORE_PUBLIC_URL, and fetched over HTTP when it is on another allowed origin. Unset
   * (most tests), every such release's files are fetched over HTTP. Entries with recorded hints need neither.
   */
  storeFiles?: StoreFilesAt;
  /**
   * Origins remotes may be loaded from: the pages' CSP allows them and their page data lists them (the browser skips
   * registry entries elsewhere); the health checks and the preload hints fetch nothing from anywhere else.
   */
  allowedRemoteOrigins: readonly string[];
  /** `?mf-override=` in pages, and from where; off unless told, as in the configuration (OVERRIDES, default off). */
  overrides?: OverrideSettings;
  /** Failure reports one client may send per minute; DEFAULT_FAILURE_REPORTS_PER_MINUTE unless told. */
  failureReportsPerMinute?: number;
  /** Report lines per minute from all clients; DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE unless told. */
  failureReportsGlobalPerMinute?: number;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY): `request.ip`, which the per-client limits and
   * the audit trail use, is then the client's address rather than the balancer's. None unless told.
   */
  trustProxy?: string[] | false;
  /** Key of the digests: DIGEST_SECRET, or the one the store keeps (process/serverApps.ts). */
  digestSecret: string;
  /** The deploy API under `DEPLOY_API_BASE` (DEPLOY_API=on, decision 0035); off when absent. */
  deployApi?: DeployApiOptions;
  /**
   * The platform team's views (issue 22): the status page and API, `/metrics`, the timing intake and the admin login.
   * Absent, none of them is served (404), and nothing is counted.
   */
  platform?: PlatformOptions;
  /** The share of remote mounts whose load time pages report (TIMING_SAMPLE_RATE); DEFAULT_TIMING_SAMPLE_RATE unless told. */
  timingSampleRate?: number;
  /**
   * Pages rendered on the server for the browser to hydrate (SERVER_RENDERING, decision 0064): the host's tree, and the
   * route's remote through `slots` (every slot left to the browser unless told). Pages go out as built when absent.
   */
  serverRendering?: ServerRendering;
  /**
   * The route's remote rendered on the server too (decision 0062): the sandbox and the limits of its renders. Every
   * slot is left to the browser when absent; only with `serverRendering`.
   */
  remoteServerRendering?: RemoteServerRendering;
  /**
   * Origins the pages may fetch from (`connect-src` alone) because remotes' loaders run in the browser on a host that
   * renders nothing on its server (`npm run dev`, decision 0093). None unless told: a host that renders on its server
   * runs loaders there, and the browser never reaches a remote's API.
   */
  browserApiOrigins?: readonly string[];
  /** The rollout analysis (decision 0078), run by one host server of the fleet at a time; off when absent. */
  rolloutAnalysis?: RolloutAnalysisSettings;
  logger?: LoggerOption;
}

/**
 * The server behind the one URL users open: host app, registry and failure reports, and the deploy API and the
 * platform's views when their options are given. Not listening yet.
 */
export function createHostServer(options: HostServerOptions): FastifyInstance {
  const app = Fastify({
    ...serverLogging(options.logger),
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    // fastify's defaults quietly coerce types and drop unknown fields; a report that breaks the contract must be rejected.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  app.setErrorHandler(serverErrorHandler);
  addSecurityHeaders(app);
  // Before the routes: compress only hooks into routes registered after it. What it compresses is made per request
  // (pages, the registry, files too small to have a precompressed sibling): brotli's fast levels, as for any dynamic
  // answer; zlib's default (11) is for files compressed once, at build time.
  app.register(fastifyCompress, { brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } });
  const { registry, platform } = registryAndPlatform(app, options);
  // What the slot renderer's failures and the browsers' reports of the same slots meet in (decision 0068).
  const serverFailures = createRecentServerFailures();
  // The first read before the server answers anything; the poll and the watch stop with it.
  app.addHook('onReady', () => registry.start());
  app.addHook('onClose', () => registry.close());
  app.register(healthRoute, { registry });
  // What each visitor is served of the registry: their rollout sides and their preview link (decision 0076).
  const forRequest = createVisitorRegistries({ registry, previewKey: previewKeyOf(options.digestSecret) });
  // Pages and registry answers carry a signed page-view token while the server counts what browsers send (decision 0087).
  const issuePageView =
    platform &&
    createPageViewIssuer({
      key: pageViewKeyOf(options.digestSecret),
      allowance: createPageViewAllowance({ perAddress: options.platform?.pageViewsPerAddress }),
    });
  app.register(registryRoute, { registry, forRequest, ...(issuePageView && { issuePageView }) });
  app.register(failureReportRoute, {
    reportsPerMinute: options.failureReportsPerMinute ?? DEFAULT_FAILURE_REPORTS_PER_MINUTE,
    globalReportsPerMinute: options.failureReportsGlobalPerMinute ?? DEFAULT_FAILURE_REPORTS_GLOBAL_PER_MINUTE,
    digestSecret: options.digestSecret,
    serverFailures,
    ...(platform && {
      onReport: (report, digest) => void platform.countReport(report, digest, failureCode(report.kind)),
    }),
  });
  if (platform && options.platform)
    app.register(platformViews, {
      platform,
      store: options.platform.store,
      perMinute: options.failureReportsPerMinute ?? DEFAULT_FAILURE_REPORTS_PER_MINUTE,
    });
  if (options.rolloutAnalysis) withRolloutAnalysis(app, options.rolloutAnalysis, platform);
  if (options.deployApi)
    app.register(deployApi, {
      ...options.deployApi,
      onSwitch: () => registry.refresh(),
      previewKey: previewKeyOf(options.digestSecret),
    });
  const slots = remoteSlotsOf(options, platform, app.log, serverFailures);
  // A client navigation's loader data, run where the page's is (decision 0093): the sandbox, or the renderer given.
  const dataSlots = slots ?? options.serverRendering?.slots;
  if (dataSlots && options.serverRendering) app.register(loaderDataRoute, { forRequest, slots: dataSlots });
  app.register(hostStatic, hostStaticOptions(options, { registry, forRequest, issuePageView }, platform, slots));
  return app;
}

/**
 * The live registry, and the platform's views when they are on: the platform counts the registry's failed reads and,
 * from a hook on the root instance, every answer of every route (plugins' hooks see only their own).
 */
function registryAndPlatform(
  app: FastifyInstance,
  options: HostServerOptions,
): { registry: LiveRegistry; platform: Platform | undefined } {
  let onReadFailure: ((failure: { kind: string }) => void) | undefined;
  const registry = createLiveRegistry({
    source: options.registry,
    log: app.log,
    ...(options.registryMaxStalenessMs === undefined ? {} : { maxStalenessMs: options.registryMaxStalenessMs }),
    onReadFailure: (failure) => onReadFailure?.(failure),
  });
  const platform =
    options.platform &&
    createPlatform({
      ...options.platform,
      digestSecret: options.digestSecret,
      registry,
      log: app.log,
      allowedRemoteOrigins: options.allowedRemoteOrigins,
    });
  if (platform) {
    onReadFailure = ({ kind }) => platform.metrics.storeErrors.inc({ operation: 'registry-read', kind });
    app.addHook('onResponse', async (request, reply) => platform.countRequest(request, reply));
  }
  return { registry, platform };
}

/** The route's remotes rendered in the sandbox, when this server renders them (decision 0062); none otherwise. */
function remoteSlotsOf(
  options: HostServerOptions,
  platform: Platform | undefined,
  log: FastifyBaseLogger,
  serverFailures: RecentServerFailures,
): SlotRenderer | undefined {
  const rendering = options.remoteServerRendering;
  return (
    rendering &&
    remoteSlotRenderer({
      rendering,
      allowedRemoteOrigins: options.allowedRemoteOrigins,
      storeFiles: options.storeFiles,
      digestSecret: options.digestSecret,
      log,
      platform,
      serverFailures,
    })
  );
}

/** The built host as this server serves it: its pages' origins, overrides and timings, and the admins' status page. */
function hostStaticOptions(
  options: HostServerOptions,
  {
    registry,
    forRequest,
    issuePageView,
  }: { registry: LiveRegistry; forRequest: RegistryForRequest; issuePageView: IssuePageView | undefined },
  platform: Platform | undefined,
  slots: SlotRenderer | undefined,
): HostStaticOptions {
  const { allowedRemoteOrigins, overrides = { enabled: false } } = options;
  return {
    hostDist: options.hostDist,
    registry,
    forRequest,
    store: options.storeFiles,
    allowedRemoteOrigins,
    overrideOrigins: overrides.enabled ? overrides.allowedOrigins : undefined,
    ...(options.browserApiOrigins && { browserApiOrigins: options.browserApiOrigins }),
    timingSampleRate: options.timingSampleRate ?? DEFAULT_TIMING_SAMPLE_RATE,
    ...(issuePageView && { issuePageView }),
    serverRendering: options.serverRendering && { ...options.serverRendering, ...(slots && { slots }) },
    // The status page is the host page, for admins only: anyone else gets the 404 of an address that serves nothing.
    guardedPages: {
      paths: [STATUS_PAGE_PATH, `${STATUS_PAGE_PATH}/*`],
      allow: async (request) => (platform ? (await platform.access.check(request)).kind === 'admin' : false),
    },
  };
}
