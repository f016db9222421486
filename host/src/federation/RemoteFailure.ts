// A sub-path, not the `@mfp/shared` index: the boot failure screen uses this before React may be loaded, and the
// index re-exports React hooks.
import { FAILURE_CATALOGUE, type FailureCode, type FailureKind } from '@mfp/shared/failures/failureCatalogue';

export interface RemoteFailureInit {
  kind: FailureKind;
  remote: string;
  version?: string;
  /** What happened, for logs and the console. Never shown to users. */
  message: string;
  cause?: unknown;
  /** Overrides the kind's default, e.g. a manifest 404 is unreachable but will not recover within a retry. */
  transient?: boolean;
}

/**
 * A classified remote failure. It keeps the original error as `cause` so the console and the server log show what
 * the federation runtime, webpack or the remote actually threw.
 */
export class RemoteFailure extends Error {
  override readonly name = 'RemoteFailure';
  readonly kind: FailureKind;
  readonly code: FailureCode;
  readonly remote: string;
  readonly version: string | undefined;
  readonly #transient: boolean;

  constructor({ kind, remote, version, message, cause, transient }: RemoteFailureInit) {
    super(`[${FAILURE_CATALOGUE[kind].code} ${kind}] ${remote}: ${message}`, { cause });
    this.kind = kind;
    this.code = FAILURE_CATALOGUE[kind].code;
    this.remote = remote;
    this.version = version;
    this.#transient = transient ?? FAILURE_CATALOGUE[kind].transient;
  }

  /** Failures worth another attempt soon: the network may recover; broken code will not. */
  get isTransient(): boolean {
    return this.#transient;
  }
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return value instanceof RemoteFailure;
}
