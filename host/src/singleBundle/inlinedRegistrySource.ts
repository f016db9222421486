import type { PageData } from '@mfp/shared/page';
import { remoteServerRenderSchema, type RegistryEntry } from '@mfp/shared/registry';
import type { LoadedRegistry } from '../registry/fetchRegistry';
import type { RegistrySource } from '../registry/registrySource';

/** Defined at build time by the single-bundle build (webpack/factories/createSingleBundleConfig.ts `constants`). */
declare const MFP_SINGLE_BUNDLE_REGISTRY: RegistryEntry[];

/**
 * The remotes' server-render settings as the page's server read them: where each one's API is (decision 0093). A
 * deployment setting, not code, so an application built in one piece reads it at run time too; the API's port is
 * only known once the bench has started it.
 */
function serverSettingsOf(page: PageData): Map<string, RegistryEntry['serverRender']> {
  const remotes = (page.registry as { remotes?: unknown } | undefined)?.remotes;
  const settings = new Map<string, RegistryEntry['serverRender']>();
  if (!Array.isArray(remotes)) return settings;
  for (const remote of remotes as { name?: unknown; serverRender?: unknown }[]) {
    const parsed = remoteServerRenderSchema.safeParse(remote?.serverRender);
    if (typeof remote?.name === 'string' && parsed.success) settings.set(remote.name, parsed.data);
  }
  return settings;
}

/**
 * Replaces `host/src/registry/registrySource.ts` in the single-bundle build of `npm run bench`: the registry is
 * compiled in, so the shell reads neither the page's copy nor the server's, as an application built in one piece would
 * not, except for the route's server-render settings (its API origins), which the page's copy carries.
 * Never part of the federated host.
 */
export function pageRegistrySource(page: PageData): RegistrySource {
  const settings = serverSettingsOf(page);
  const remotes = MFP_SINGLE_BUNDLE_REGISTRY.map((entry) => {
    const serverRender = settings.get(entry.name);
    return serverRender ? { ...entry, serverRender } : entry;
  });
  const registry: LoadedRegistry = { remotes, problems: [] };
  return { initial: registry, load: () => Promise.resolve(registry) };
}
