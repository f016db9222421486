import { manifestUrl } from '@mfp/store/releases';
import type { RegistryEntry } from '@mfp/shared/registry';
import { remoteTargets } from '../../scripts/lib/buildTargets';

/** An origin that cannot exist (RFC 2606): nothing is ever fetched from it. */
const NOWHERE = 'http://single-bundle.invalid';

/**
 * The registry of the single bundle: every remote in `remotes/`, as the federated registry lists it, but with entries
 * pointing nowhere, since the bundle has their code compiled in and never fetches a manifest.
 */
export function nowhereRegistry(): RegistryEntry[] {
  return remoteTargets().map(({ name, version, meta }) => ({
    name,
    title: meta.title,
    route: meta.route,
    module: meta.module,
    version,
    entry: manifestUrl(NOWHERE, name, version),
  }));
}
