import type { RegistryEntry } from '@mfp/shared';
import type { RemoteFailure } from '../federation/RemoteFailure';
import type { RegistryProblem } from './parseRegistry';

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RegistryEntry[]; problems: RegistryProblem[] }
  | { status: 'failed'; failure: RemoteFailure };
