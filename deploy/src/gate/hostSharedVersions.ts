import type { HostSharedVersions } from '@mfp/shared/compatibility';
import { sharedDependencies } from '@mfp/webpack-config';

/**
 * The versions the host shares, as its build declares them (`react` -> `19.3.1`): the packages installed in this
 * repository, which the host was built with. Subpath keys (`react/`) share the package's version and are left out.
 * Not covered: a host deployed from another checkout; this is the host of this repository.
 */
export function hostSharedVersions(): HostSharedVersions {
  const shared: Record<string, { version: string } | undefined> = sharedDependencies();
  return Object.fromEntries(
    Object.entries(shared).flatMap(([name, settings]) =>
      name.endsWith('/') || settings === undefined ? [] : [[name, settings.version]],
    ),
  );
}
