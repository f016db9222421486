import type { PageData } from '@mfp/shared/page';
import type { PlatformServices } from '../../boundary/PlatformServices';
import { OverrideSession } from '../../overrides/overrideSession';
import { pageRegistrySource, type RegistrySource } from '../../registry/registrySource';

/** Never settles: the server renders the slot's first state and never loads a remote (effects do not run there). */
const never = new Promise<never>(() => {});

/** What the host's tree renders with on the server. */
export interface ServerBoot {
  services: PlatformServices;
  overrides: OverrideSession;
  registry: RegistrySource;
}

/**
 * The page's services as the server renders them (decision 0064): the same page data as the browser reads, so the same
 * registry; no overrides (only the tab knows them); a loader that loads nothing and a reporter that sends nothing,
 * since nothing that needs them runs outside effects; the request's host name for the fallback screen's wording.
 */
export function serverBoot(pageData: PageData, hostname: string): ServerBoot {
  const services: PlatformServices = {
    loader: { load: () => never, compatibilityNotes: () => [] },
    reportFailure: () => Promise.resolve(undefined),
    hostname,
    ...(pageData.serverSlot ? { serverSlot: pageData.serverSlot } : {}),
  };
  return {
    services,
    overrides: new OverrideSession(undefined),
    registry: pageRegistrySource(pageData, () => never),
  };
}
