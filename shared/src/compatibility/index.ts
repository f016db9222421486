export { checkCompatibility, type HostSharedVersions } from './checkCompatibility';
export type { CompatibilityProblem, CompatibilityResult } from './CompatibilityProblem';
export { describeProblem } from './describeProblem';
export { manifestSharedSchema, remoteManifestSchema, type ManifestShared, type RemoteManifest } from './manifestSchema';
export { PLATFORM_SINGLETONS, platformSingletonOf, type PlatformSingleton } from './platformSingletons';
