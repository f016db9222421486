export type { RemoteAppProps } from './RemoteAppProps';
export type { RemoteModule } from './RemoteModule';
export { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from './remoteFiles';
export { LOAD_RETRY_RULE, retryDelayMs } from './loadRetryRule';
