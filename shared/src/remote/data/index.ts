export type { Loader, LoaderArgs, LoaderFetch, LoaderFetchInit, LoaderResponse } from './LoaderArgs';
export { loaderArgsFor } from './loaderArgsFor';
export { loaderDataContext, type LoaderDataSource } from './loaderDataContext';
export { LOADER_DATA_ELEMENT_ID, loaderDataBlockSchema, type LoaderDataBlock } from './loaderDataBlock';
export { loaderDataBlockHtml } from './loaderDataBlockHtml';
export { LOADER_DATA_PATH, loaderAnswerSchema, type LoaderAnswer } from './loaderAnswer';
