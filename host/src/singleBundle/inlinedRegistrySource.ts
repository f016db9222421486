import type { PageData } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { LoadedRegistry } from '../registry/fetchRegistry';
import type { RegistrySource } from '../registry/registrySource';

/** Defined at build time by the single-bundle build (webpack/factories/createSingleBundleConfig.ts `constants`). */
declare const MFP_SINGLE_BUNDLE_REGISTRY: RegistryEntry[];

/**
 * Replaces `host/src/registry/registrySource.ts` in the single-bundle build of `npm run bench`: the registry is
 * compiled in, so the shell reads neither the page's copy nor the server's, as an application built in one piece would
 * not. Never part of the federated host. The page data is the real module's signature; nothing here reads it.
 */
export function pageRegistrySource(_page: PageData): RegistrySource {
  const registry: LoadedRegistry = { remotes: MFP_SINGLE_BUNDLE_REGISTRY, problems: [] };
  return { initial: registry, load: () => Promise.resolve(registry) };
}
