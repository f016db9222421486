/** Public surface of the host server, for `scripts/` and browser tests. */
export { loadServerConfig, type ServerConfig, type ServerEnv } from './config/config';
export { SERVER_SETTINGS } from './config/serverSettings';
export { configuredStore } from './config/configuredStore';
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
export { serveHostUntilStopped, serveStoreUntilStopped, serveUntilStopped } from './process/serveUntilStopped';
export { checkCanServe } from './process/preflight';
export { computeDigest, type DigestInput } from './reports/digest';
export type { PlatformFailureLogRecord } from './reports/failureReportRoute';
export { REQUEST_ID_HEADER } from './http/requestId';
export type { LoggerOption, LogStream } from './http/logging';
export { IMMUTABLE, NO_CACHE } from './http/cachePolicy';
// What `npm run dev:remote -- <name> --ssr` renders a standalone page with: the host's own pieces (decision 0069).
export { createSlotRenderer, type SlotRendererOptions } from './render/createSlotRenderer';
export type { ServerEntryLoad } from './render/loadServerEntry';
export { serverRenderedPage } from './pages/serverRendering/serverRenderedPage';
export { slotOfPage } from './pages/serverRendering/slotOfPage';
export { loadStandaloneRenderer } from './pages/serverRendering/loadStandaloneRenderer';
export { isPageNavigation } from './http/pageNavigation';
// What a preview link and a cohort are, for the commands that print links and the browser tests (decision 0076).
export { previewKeyOf, signPreview } from './previews/previewLink';
export { cohortBucket } from './visitors/cohortBucket';
