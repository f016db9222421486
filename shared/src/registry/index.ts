export {
  MAX_TIMEOUT_MS,
  MIN_TIMEOUT_MS,
  moduleSchema,
  registryDocumentSchema,
  registryEntrySchema,
  remoteNameSchema,
  routeSchema,
  titleSchema,
  type RegistryDocument,
  type RegistryEntry,
} from './registrySchema';
export { ALLOWED_REMOTE_ORIGINS_HEADER, REGISTRY_PATH } from './registryHttp';
