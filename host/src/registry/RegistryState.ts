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
    }
  | { status: 'failed'; failure: PlatformFailure };
