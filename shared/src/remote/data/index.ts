export type { Loader, LoaderArgs, LoaderFetch, LoaderFetchInit, LoaderResponse } from './LoaderArgs';
export { loaderDataContext, type LoaderDataSource } from './loaderDataContext';
export {
  LOADER_DATA_ELEMENT_ID,
  loaderDataBlockHtml,
  loaderDataBlockSchema,
  type LoaderDataBlock,
} from './loaderDataBlock';
export { LOADER_DATA_PATH, loaderAnswerSchema, type LoaderAnswer } from './loaderAnswer';
