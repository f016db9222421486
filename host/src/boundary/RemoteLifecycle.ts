import type { RemoteComponent } from '../loading/createRemoteLoader';
import type { PlatformFailure } from '@mfp/shared/failures';

/** A mounted remote is in exactly one of these states. There is no way back from `failed` but a fresh mount. */
export type RemoteLifecycle =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'failed'; failure: PlatformFailure };
