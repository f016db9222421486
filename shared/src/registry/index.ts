export {
  alternateReleaseSchema,
  MAX_PREVIEW_RELEASES,
  registryRolloutSchema,
  storedEntryFieldsSchema,
  type AlternateRelease,
  type RegistryRollout,
  type StoredEntryFields,
  type StoredRegistryDocument,
  MAX_TIMEOUT_MS,
  MIN_TIMEOUT_MS,
  moduleSchema,
  preloadChunksSchema,
  preloadStylesheetsSchema,
  registryDocumentSchema,
  registryEntrySchema,
  MAX_PRELOAD_CHUNKS,
  MAX_MODULE_FILES,
  MAX_STYLESHEET_FILES,
  releaseIntegritySchema,
  releaseModulesSchema,
  releaseStylesheetsSchema,
  releasePathSchema,
  releasePreloadSchema,
  remoteNameSchema,
  remoteServerRenderSchema,
  serverEntrySchema,
  routeSchema,
  sriSchema,
  titleSchema,
  type RegistryDocument,
  type RegistryEntry,
  type ReleaseIntegrity,
  type ReleaseModules,
  type ReleaseStylesheets,
  type ReleasePreload,
  type PreloadStylesheets,
  type ServerEntry,
  type RemoteServerRender,
} from './registrySchema';
export { SERVER_RENDER_BOUNDS } from './serverRenderBounds';
export { MAX_API_ORIGINS } from './registrySchema';
export { moduleFilesOf } from './moduleFiles';
export { stylesheetFilesOf } from './stylesheetFiles';
export { REGISTRY_PATH } from './registryHttp';
export { PREVIEW_PARAM, withoutPreviewValue } from './previewParam';
export { isRemoteName, REMOTE_NAME_PATTERN, REMOTE_NAME_RULE } from './remoteName';
export { isRoute, ROUTE_PATTERN, ROUTE_RULE } from './route';
export { namedRoute } from './namedRoute';
export { isUnderRoute, routeEntry } from './routeEntry';
export { isSemanticVersion, isVersion, MAX_VERSION_LENGTH, SEMANTIC_VERSION_RULE, VERSION_RULE } from './version';
