export type { RemoteAppProps } from './RemoteAppProps';
export type { RemoteModule } from './RemoteModule';
export { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE } from './remoteFiles';
export { LOAD_RETRY_RULE, retryDelayMs } from './loadRetryRule';
export {
  LOADER_DATA_ELEMENT_ID,
  LOADER_DATA_PATH,
  loaderAnswerSchema,
  loaderDataBlockHtml,
  loaderDataBlockSchema,
  loaderArgsFor,
  loaderDataContext,
  type Loader,
  type LoaderAnswer,
  type LoaderArgs,
  type LoaderDataBlock,
  type LoaderDataSource,
  type LoaderFetch,
  type LoaderFetchInit,
  type LoaderResponse,
} from './data';
