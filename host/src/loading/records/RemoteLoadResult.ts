import type { PlatformFailure } from '@mfp/shared/failures';
import type { RemoteAppProps } from '@mfp/shared/remote';
import type { ComponentType } from 'react';

export type RemoteComponent = ComponentType<RemoteAppProps>;

/** The live release failed to load, and its last known-good release is shown in its place. */
interface ServedFallback {
  /** The version shown: the registry entry's `previous.version`. */
  version: string;
  /** Why the live release is not shown. Reported with `servedFallback`; never shown to the user. */
  failure: PlatformFailure;
}

/**
 * How loading a registry entry ended: a component to render (the live release's, or its last known-good release's in
 * its place), or the failure of the live release, and of the last known-good release when that was tried too.
 */
export type RemoteLoadResult =
  | { status: 'ready'; Component: RemoteComponent; servedFallback?: ServedFallback }
  | { status: 'failed'; failure: PlatformFailure; fallbackFailure?: PlatformFailure };
