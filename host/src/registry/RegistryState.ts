import type { NavigationItem } from '@mfp/shared/page';
import type { RegistryEntry } from '@mfp/shared/registry';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RegistryProblem } from './parseRegistry';

export type RegistryState =
  | { status: 'loading' }
  | {
      status: 'ready';
      remotes: RegistryEntry[];
      problems: RegistryProblem[];
      /** Origin patterns overrides may load from; absent while the host server has overrides off. */
      overrideOrigins?: string[];
      /**
       * Present while only the page's part of the registry is known (decision 0043): `remotes` then holds the route's
       * entry, and `navigation` every remote, until the whole registry is read. `failure` says why that read failed
       * last; the next navigation tries again.
       */
      partial?: { navigation: NavigationItem[]; failure?: PlatformFailure };
    }
  | { status: 'failed'; failure: PlatformFailure };
