import type { RegistryEntry } from '@mfp/shared/registry';
import type { PlatformFailure } from '@mfp/shared/failures';
import type { RegistryProblem } from './parseRegistry';

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RegistryEntry[]; problems: RegistryProblem[] }
  | { status: 'failed'; failure: PlatformFailure };
