/** `@mfp/shared/serverBuild`: a remote's server build (decision 0063), for the kit, the deploy gate and the host. */
export { SERVER_BUILD_NAMES } from './serverBuildNames';
export { isServerSharedModule, SERVER_SHARED_MODULES, type ServerSharedModule } from './serverSharedModules';
export { SERVER_MANIFEST_VERSION, serverManifestSchema, type ServerManifest } from './serverManifestSchema';
