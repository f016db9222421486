/** Public surface of the host server, for `scripts/` and browser tests. */
export { loadServerConfig, type ServerConfig, type ServerEnv } from './config/config';
export { SERVER_SETTINGS } from './config/serverSettings';
export { configuredStore } from './config/configuredStore';
export { fleetSecret } from './config/fleetSecret';
export { createHostServer, type HostServerOptions } from './hostServer';
export { DEFAULT_REGISTRY_MAX_STALENESS_MS, type RegistryHealth } from './registry/liveRegistry';
export type { StoredRegistry } from './registry/storedRegistry';
export { createStoreServer, type StoreServerOptions } from './store-server/storeServer';
export { loadStoreServerConfig, type StoreServerConfig } from './config/storeServerConfig';
export {
  startServers,
  startHostServer,
  startStoreServer,
  PortInUseError,
  type RunningHost,
  type RunningServer,
  type RunningServers,
  type RunningStore,
  type StartOptions,
} from './process/startServers';
export {
  serveHostUntilStopped,
  serveStoreUntilStopped,
  serveUntilStopped,
  type ServerAlongside,
} from './process/serveUntilStopped';
export { checkCanServe } from './process/preflight';
export { computeDigest, type DigestInput } from './reports/digest';
export type { PlatformFailureLogRecord } from './reports/failureReportRoute';
export { REQUEST_ID_HEADER } from './http/requestId';
export type { LoggerOption, LogStream } from './http/logging';
export { IMMUTABLE, NO_CACHE } from './http/cachePolicy';
// What `npm run dev:remote -- <name> --ssr` renders a standalone page with: the host's own pieces (decision 0069).
export { createSlotRenderer, type SlotRendererOptions } from './serverRendering/slot/createSlotRenderer';
export type { ServerRenderLimits } from './serverRendering/slot/serverRenderLimits';
export type { ServerEntryLoad } from './serverRendering/slot/loadServerEntry';
export { serverRenderedPage } from './serverRendering/page/serverRenderedPage';
export { slotOfPage } from './serverRendering/page/slotOfPage';
export { loadStandaloneRenderer } from './serverRendering/page/loadStandaloneRenderer';
export { isPageNavigation } from './http/pageNavigation';
// What a preview link and a cohort are, for the commands that print links and the browser tests (decisions 0076, 0077).
export { previewKeyOf, readPreview, signPreview } from './previews/previewLink';
export { issuePreviewLink } from './previews/issuePreviewLink';
export { cohortBucket } from './visitors/cohortBucket';
