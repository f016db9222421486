import type { FailureKind } from '@mfp/shared/failures';

/*
 * The failure kinds by culprit: the failure factory lets each culprit build only its own, and classifying a remote's
 * error picks among the remote's. Both read them here, so neither needs the other for its types.
 */

export type RegistryFailureKind = Extract<FailureKind, 'registry-unreachable' | 'registry-invalid'>;
export type HostFailureKind = Extract<FailureKind, 'host-failed'>;
/** Everything else is about one remote, `remote-unknown` included: the registry was fine, the name was not in it. */
export type RemoteFailureKind = Exclude<FailureKind, RegistryFailureKind | HostFailureKind>;
