import { devManifestUrl } from '@mfp/remote-kit/dev';
import type { RegistryDocument } from '@mfp/shared/registry';
import type { DevRemote } from './devRemotes';

/**
 * The registry `npm run dev` serves: every remote at its dev server's manifest, with the title and route of its
 * package.json, and no version (a dev build has none). The host validates it like any registry.
 */
export function devRegistry(remotes: readonly DevRemote[]): RegistryDocument {
  return {
    remotes: remotes.map(({ target, port, apiOrigins = [] }) => {
      return {
        name: target.name,
        title: target.meta.title,
        route: target.meta.route,
        entry: devManifestUrl(port),
        module: target.meta.module,
        // Its loader runs in the browser here, against these (no dev build has a server build to run it in).
        ...(apiOrigins.length > 0 && { serverRender: { enabled: true, apiOrigins: [...apiOrigins] } }),
      };
    }),
  };
}

/** The API origins of every dev remote: the dev page may fetch them, as each slot runs its loader in the browser. */
export function devApiOrigins(remotes: readonly DevRemote[]): string[] {
  return [...new Set(remotes.flatMap(({ apiOrigins = [] }) => apiOrigins))];
}

/** The origins the dev registry points at: the dev page allows these. */
export function devRemoteOrigins(remotes: readonly DevRemote[]): string[] {
  return remotes.map(({ port }) => new URL(devManifestUrl(port)).origin);
}
