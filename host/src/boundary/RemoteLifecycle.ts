import type { RemoteLoadResult } from '../loading/records/RemoteLoadResult';

/**
 * A mounted remote is in exactly one of these states: loading, or how the load ended. A render error moves `ready` to
 * `failed` (never to another release). There is no way back from `failed` but a fresh mount.
 */
export type RemoteLifecycle = { status: 'loading' } | RemoteLoadResult;
