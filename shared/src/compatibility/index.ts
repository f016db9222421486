export { checkCompatibility, type HostSharedVersions } from './checkCompatibility';
export type { CompatibilityProblem, CompatibilityResult } from './CompatibilityProblem';
export { describeProblem } from './describeProblem';
export { entryLoading, type EntryLoading } from './entryType';
export { manifestSharedSchema, remoteManifestSchema, type ManifestShared, type RemoteManifest } from './manifestSchema';
export {
  exposeChunks,
  exposeStylesheets,
  manifestAssets,
  manifestEntryFile,
  readManifest,
  type ManifestRead,
} from './readManifest';
export { requiredRange } from './requiredRange';
export { SHARED_VERSION_RULE } from './sharedVersionRule';
export { PLATFORM_SINGLETONS, platformSingletonOf, type PlatformSingleton } from './platformSingletons';
