export {
  MAX_TIMEOUT_MS,
  MIN_TIMEOUT_MS,
  moduleSchema,
  registryDocumentSchema,
  registryEntrySchema,
  releaseIntegritySchema,
  remoteNameSchema,
  routeSchema,
  sriSchema,
  titleSchema,
  type RegistryDocument,
  type RegistryEntry,
  type ReleaseIntegrity,
} from './registrySchema';
export { REGISTRY_PATH } from './registryHttp';
export { routeEntry } from './routeEntry';
export { isSemanticVersion, isVersion, MAX_VERSION_LENGTH, SEMANTIC_VERSION_RULE, VERSION_RULE } from './version';
