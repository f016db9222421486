import type { HostSharedVersions } from '@mfp/shared/compatibility';
import { sharedDependencies } from '../../../webpack/sharedDependencies';

/**
 * The versions the host shares, as its build declares them (`react` -> `19.3.1`): the packages installed in this
 * repository, which the host was built with. Subpath keys (`react/`) share the package's version and are left out.
 * Not covered: a host deployed from another checkout; this is the host of this repository.
 */
export function hostSharedVersions(): HostSharedVersions {
  return Object.fromEntries(
    Object.entries(sharedDependencies())
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, settings]) => [name, settings.version]),
  );
}
