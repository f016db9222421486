/** Public surface of the host server, for `scripts/` and browser tests. */
export { loadServerConfig, ServerConfigError, type ServerConfig, type ServerEnv } from './config';
export { configuredStore } from './configuredStore';
export { createHostServer, type HostServerOptions } from './hostServer';
export type { RegistrySource } from './registryRoute';
export { createStoreServer, type StoreServerOptions } from './storeServer';
export {
  startServers,
  PortInUseError,
  type RunningServer,
  type RunningServers,
  type StartOptions,
} from './startServers';
export { serveUntilStopped } from './serveUntilStopped';
export { checkCanServe } from './preflight';
export { computeDigest, type DigestInput } from './digest';
export type { PlatformFailureLogRecord } from './errorReportRoute';
export { REQUEST_ID_HEADER } from './requestId';
export type { LoggerOption, LogStream } from './logging';
export { IMMUTABLE, NO_CACHE } from './cachePolicy';
