import { devManifestUrl } from '@mfp/remote-kit/dev';
import type { RegistryDocument } from '@mfp/shared/registry';
import type { DevRemote } from './devRemotes';

/**
 * The registry `npm run dev` serves: every remote at its dev server's manifest, with the title and route of its
 * package.json, and no version (a dev build has none). The host validates it like any registry.
 */
export function devRegistry(remotes: readonly DevRemote[]): RegistryDocument {
  return {
    remotes: remotes.map(({ target, port }) => ({
      name: target.name,
      title: target.meta.title,
      route: target.meta.route,
      entry: devManifestUrl(port),
      module: target.meta.module,
    })),
  };
}

/** The origins the dev registry points at: the dev page allows these. */
export function devRemoteOrigins(remotes: readonly DevRemote[]): string[] {
  return remotes.map(({ port }) => new URL(devManifestUrl(port)).origin);
}
