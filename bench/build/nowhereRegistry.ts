import { manifestUrl } from '@mfp/store/releases';
import type { RegistryEntry, RemoteServerRender } from '@mfp/shared/registry';
import { remoteTargets } from '../../scripts/lib/buildTargets';

/** An origin that cannot exist (RFC 2606): nothing is ever fetched from it. */
const NOWHERE = 'http://single-bundle.invalid';

/**
 * The registry of the single bundle: every remote in `remotes/`, as the federated registry lists it, but with entries
 * pointing nowhere, since the bundle has their code compiled in and never fetches a manifest. `serverRender`: the
 * records' settings by remote (catalog's API origins), which the server's copy carries and the build's cannot: the
 * API's port is known only once the bench has started it.
 */
export function nowhereRegistry(serverRender: ReadonlyMap<string, RemoteServerRender> = new Map()): RegistryEntry[] {
  return remoteTargets().map(({ name, version, meta }) => {
    const settings = serverRender.get(name);
    return {
      name,
      title: meta.title,
      route: meta.route,
      module: meta.module,
      version,
      entry: manifestUrl(NOWHERE, name, version),
      ...(settings && { serverRender: settings }),
    };
  });
}
