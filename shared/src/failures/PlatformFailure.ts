import { FAILURE_CATALOGUE, type FailureCode, type FailureKind } from './failureCatalogue';
import type { Culprit, FailureCulprit } from './failureCulprit';
import { culpritIdentity } from './failureCulprit';
import { FAILURE_POLICY } from './failurePolicy';

export type PlatformFailureInit = Culprit & {
  kind: FailureKind;
  version?: string;
  /** What happened, for logs and the console. Never shown to users. */
  message: string;
  cause?: unknown;
  /** Overrides the kind's default, e.g. a manifest 404 is unreachable but will not recover within a retry. */
  transient?: boolean;
};

/**
 * A classified failure of a remote, the registry or the host. It keeps the original error as `cause`, so the console
 * and the server log show what the federation runtime, webpack or the remote actually threw. Its `code` always
 * follows from its `kind`.
 */
class PlatformFailureError extends Error {
  override readonly name = 'PlatformFailure';
  readonly culprit: FailureCulprit;
  /** The remote's name; for the registry, the entry the failure is about, if it is about one; never for the host. */
  readonly remote: string | undefined;
  readonly kind: FailureKind;
  readonly code: FailureCode;
  readonly version: string | undefined;
  /** Worth another attempt soon: the network may recover; broken code will not. */
  readonly isTransient: boolean;

  constructor(init: PlatformFailureInit) {
    const { kind, version, message, cause, transient } = init;
    super(`[${FAILURE_CATALOGUE[kind].code} ${kind}] ${culpritIdentity(init)}: ${message}`, { cause });
    this.culprit = init.culprit;
    this.remote = init.remote;
    this.kind = kind;
    this.code = FAILURE_CATALOGUE[kind].code;
    this.version = version;
    this.isTransient = transient ?? FAILURE_POLICY[kind].transient;
  }
}

/** A failure, tagged by its culprit: `failure.culprit === 'remote'` narrows `failure.remote` to the remote's name. */
export type PlatformFailure = PlatformFailureError & Culprit;
export const PlatformFailure = PlatformFailureError as new (init: PlatformFailureInit) => PlatformFailure;

export function isPlatformFailure(value: unknown): value is PlatformFailure {
  return value instanceof PlatformFailureError;
}
