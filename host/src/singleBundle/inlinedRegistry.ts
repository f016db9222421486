import type { RegistryEntry } from '@mfp/shared/registry';
import type { LoadedRegistry } from '../registry/fetchRegistry';

/** Defined at build time by the single-bundle build (webpack/createSingleBundleConfig.ts `constants`). */
declare const MFP_SINGLE_BUNDLE_REGISTRY: RegistryEntry[];

/**
 * Replaces `host/src/registry/fetchRegistry.ts` in the single-bundle build of `npm run bench`: the registry is compiled
 * in, so the shell asks no server for it, as an application built in one piece would not. Never part of the federated
 * host. The timeout is the real module's signature; nothing here can time out.
 */
export function fetchRegistry(_timeoutMs: number): Promise<LoadedRegistry> {
  return Promise.resolve({ remotes: MFP_SINGLE_BUNDLE_REGISTRY, problems: [] });
}
